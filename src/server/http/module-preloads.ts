import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * Pages and the lazy route module each renders first (src/web/app/router.tsx). "/" is left out:
 * phones go on to /reels and larger screens stay, which the server cannot tell apart.
 */
const ROUTE_MODULES: [RegExp, string][] = [
  [/^\/search\/?$/, "app/routes/search.tsx"],
  [/^\/property\/[^/]+\/?$/, "app/routes/property.tsx"],
  [/^\/reels\/?$/, "app/routes/reels.tsx"],
  [/^\/blog\/?$/, "app/routes/blog.tsx"],
  [/^\/blog\/[^/]+\/?$/, "app/routes/blog-post.tsx"],
  [/^\/realtors\/?$/, "app/routes/realtors.tsx"],
  [/^\/photographers\/?$/, "app/routes/photographers.tsx"],
];

function staticClosure(manifest: Manifest, key: string, seen: Set<string>): Set<string> {
  const chunk = manifest[key];
  if (seen.has(key) || !chunk) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * `<link rel=modulepreload>` tags for a page's route chunk and everything it imports statically,
 * to put in the HTML it is served with. Without them the browser learns of these scripts only
 * once the entry has run and the router has matched, one round trip after another; with them
 * they download alongside the entry. Chunks index.html already preloads are not repeated.
 * Returns a function of the path; without a build manifest (tests), it returns "" for all.
 */
export function modulePreloads(webRoot: string): (pathname: string) => string {
  const manifestFile = path.join(webRoot, ".vite/manifest.json");
  if (!existsSync(manifestFile)) return () => "";
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest;
  const inEntry = new Set<string>();
  for (const key of Object.keys(manifest)) {
    if (manifest[key]?.isEntry) staticClosure(manifest, key, inEntry);
  }
  const tags = new Map<string, string>();
  for (const [, module] of ROUTE_MODULES) {
    const files = [...staticClosure(manifest, module, new Set())]
      .filter((key) => !inEntry.has(key))
      .map((key) => manifest[key]?.file)
      .filter((file): file is string => file?.endsWith(".js") ?? false);
    tags.set(
      module,
      files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join(""),
    );
  }
  return (pathname) => {
    const route = ROUTE_MODULES.find(([pattern]) => pattern.test(pathname));
    return route ? (tags.get(route[1]) ?? "") : "";
  };
}

import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { PUBLIC_PAGE_MODULES, publicPageModule } from "./public-pages";

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function staticClosure(manifest: Manifest, key: string, seen: Set<string>): Set<string> {
  const chunk = manifest[key];
  if (seen.has(key) || !chunk) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * The scripts a page's route chunk needs (the chunk and everything it imports statically), for
 * the HTML it is served with to preload. Without them the browser learns of these scripts only
 * once the entry has run and the router has matched, one round trip after another; with them
 * they download alongside the entry. Chunks index.html already preloads are left out.
 * Returns a function of the path giving URLs ("/assets/....js"); without a build manifest
 * (tests), it returns none for all.
 */
export function modulePreloads(webRoot: string): (pathname: string) => readonly string[] {
  const manifestFile = path.join(webRoot, ".vite/manifest.json");
  if (!existsSync(manifestFile)) return () => [];
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest;
  const inEntry = new Set<string>();
  for (const key of Object.keys(manifest)) {
    if (manifest[key]?.isEntry) staticClosure(manifest, key, inEntry);
  }
  const scripts = new Map<string, string[]>();
  for (const module of PUBLIC_PAGE_MODULES) {
    const files = [...staticClosure(manifest, module, new Set())]
      .filter((key) => !inEntry.has(key))
      .map((key) => manifest[key]?.file)
      .filter((file): file is string => file?.endsWith(".js") ?? false);
    scripts.set(
      module,
      files.map((file) => `/${file}`),
    );
  }
  return (pathname) => {
    const module = publicPageModule(pathname);
    return (module && scripts.get(module)) || [];
  };
}

/** `<link rel=modulepreload>` tags for script URLs. */
export function modulePreloadTags(urls: readonly string[]): string {
  return urls.map((url) => `<link rel="modulepreload" crossorigin href="${url}">`).join("");
}

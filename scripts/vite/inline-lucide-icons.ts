import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";

interface IconData {
  name: string;
  node: unknown;
}
/** An icon's data by the name a module imports it under (Camera, CameraIcon, LucideCamera). */
export type IconLookup = (exportName: string) => Promise<IconData | undefined>;

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;

/**
 * Rewrites a module's value imports from lucide-react into icons drawn by `runtime`'s
 * lucideIcon, with their path data written in place; type imports stay. Returns null when the
 * module imports no icon.
 */
export async function inlineIconImports(
  code: string,
  runtime: string,
  lookup: IconLookup,
): Promise<string | null> {
  const matches = [...code.matchAll(IMPORT)];
  if (matches.length === 0) return null;
  let output = code;
  let inlined = false;
  for (const [statement, list = ""] of matches) {
    const types: string[] = [];
    const icons: string[] = [];
    for (const raw of list
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean)) {
      if (raw.startsWith("type ")) {
        types.push(raw.slice(5));
        continue;
      }
      const [imported = "", local = imported] = raw.split(/\s+as\s+/);
      const icon = await lookup(imported);
      if (!icon) throw new Error(`lucide-react has no icon named ${imported}`);
      icons.push(
        `const ${local} = /* @__PURE__ */ __lucideIcon(${JSON.stringify(icon.name)}, ${JSON.stringify(icon.node)});`,
      );
    }
    const kept =
      types.length > 0 ? `import type { ${types.join(", ")} } from "lucide-react";\n` : "";
    inlined ||= icons.length > 0;
    output = output.replace(statement, kept + icons.join("\n"));
  }
  if (!inlined) return output === code ? null : output;
  return `import { lucideIcon as __lucideIcon } from ${JSON.stringify(runtime)};\n${output}`;
}

/** Finds each icon's module through lucide-react's own index, and reads its data from there. */
export function lucideLookup(root: string): IconLookup {
  const index = createRequire(path.join(root, "package.json")).resolve("lucide-react");
  const esm = path.join(path.dirname(index), "../esm");
  const files = new Map<string, string>();
  const source = readFileSync(path.join(esm, "lucide-react.mjs"), "utf8");
  for (const [, names = "", file = ""] of source.matchAll(
    /export \{([^}]*)\} from '(\.\/icons\/[^']+)'/g,
  )) {
    for (const [, name] of names.matchAll(/default as (\w+)/g)) if (name) files.set(name, file);
  }
  const cache = new Map<string, Promise<IconData | undefined>>();
  return (exportName) => {
    const file = files.get(exportName);
    if (!file) return Promise.resolve(undefined);
    let data = cache.get(file);
    if (!data) {
      data = import(pathToFileURL(path.join(esm, file)).href).then(
        (module: { __iconData?: IconData }) => module.__iconData,
      );
      cache.set(file, data);
    }
    return data;
  };
}

/**
 * Icons without lucide-react's runtime in the built app: each component's icons are written into
 * it as path data (about 3 kB less per public page, and a dozen fewer files to fetch). Tests and
 * the dev server keep lucide-react as it is; both draw the same markup.
 */
export function inlineLucideIcons(root: string): Plugin {
  let lookup: IconLookup | undefined;
  const runtime = path.join(root, "src/web/components/ui/lucide-icon.ts");
  return {
    name: "homescope:inline-lucide-icons",
    apply: "build",
    enforce: "pre",
    async transform(code, id) {
      if (id === runtime || !id.startsWith(path.join(root, "src/web"))) return null;
      if (!code.includes("lucide-react")) return null;
      lookup ??= lucideLookup(root);
      const output = await inlineIconImports(code, runtime, lookup);
      return output === null ? null : { code: output, map: null };
    },
  };
}

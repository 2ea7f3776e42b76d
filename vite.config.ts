import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin, type Rolldown } from "vite";
import { inlineLucideIcons } from "./scripts/vite/inline-lucide-icons";
import { sourceClassMerge } from "./scripts/vite/source-class-merge";

const repoRoot = import.meta.dirname;

/** The package of a module, from its path (".../node_modules/@tiptap/core/..." → "@tiptap/core"). */
const PACKAGE = /^.*node_modules\/((?:@[^/]+\/)?[^/]+)/;

/**
 * Writes `.vite/chunk-modules.json`: the project source files and the packages inside each output
 * chunk. The manifest names only a chunk's entry module, so scripts/size.ts needs this to prove
 * that no admin or dashboard code, nor the admin's editor library, was merged into what a public
 * page loads.
 */
function chunkModules(): Plugin {
  return {
    name: "homescope:chunk-modules",
    apply: "build",
    generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        const sources = output.moduleIds
          .filter((id) => id.startsWith(repoRoot))
          .map((id) => path.relative(repoRoot, id).split(path.sep).join("/"))
          .map((source) => {
            const name = PACKAGE.exec(source)?.[1];
            return name ? `node_modules/${name}/` : source;
          });
        modules[output.fileName] = [...new Set(sources)];
      }
      this.emitFile({
        type: "asset",
        fileName: ".vite/chunk-modules.json",
        source: `${JSON.stringify(modules, null, 2)}\n`,
      });
    },
  };
}

/**
 * React, React Router, TanStack Query and clsx go into
 * one "framework" chunk: every page needs them before its first paint, and they change far less
 * often than the app, so the chunk stays cached across deploys. Left to itself, Rolldown splits them along whatever the lazy pages happen
 * to share (e.g. it moved half of TanStack Query into a chunk of its own once a lazy chunk used
 * useMutation), which costs more than 1 kB gzipped on the home page's budget. Query modules that
 * only lazy pages use (mutations, infinite queries, ...) stay out, with the pages that need them.
 */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|clsx)[\\/]/;
const TANSTACK_QUERY = /[\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/;
const LAZY_ONLY_QUERY =
  /(mutationObserver|useMutation|infiniteQueryObserver|useInfiniteQuery|infiniteQueryOptions|queriesObserver|useQueries|useSuspense\w*|usePrefetch\w*|useIsFetching|useMutationState|mutationOptions)\.js$/;

function isFrameworkModule(id: string): boolean {
  return FRAMEWORK.test(id) || (TANSTACK_QUERY.test(id) && !LAZY_ONLY_QUERY.test(id));
}

/**
 * What the root route imports statically, gathered into one "core" chunk. Every page loads the
 * root route, so each of these modules is on every page already; left to itself, Rolldown splits
 * them by which other routes share them, into about 20 files under 1 kB, each a request of its own
 * and a little gzip overhead. Packages stay out: following "radix-ui"'s index would gather every
 * primitive it re-exports, used or not.
 */
function rootCore() {
  const core = new Set<string>();
  const plugin: Plugin = {
    name: "homescope:root-core",
    apply: "build",
    buildEnd() {
      core.clear();
      const imports = (id: string) => [...(this.getModuleInfo(id)?.importedIds ?? [])];
      const isRoot = (id: string) =>
        id.split("?")[0] === path.join(repoRoot, "src/web/app/root.tsx");
      const roots = [...this.getModuleIds()].filter(isRoot);
      const pending = roots.flatMap(imports);
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (core.has(id) || isRoot(id) || id.includes("node_modules")) continue;
        core.add(id);
        pending.push(...imports(id));
      }
    },
  };
  return { plugin, test: (id: string) => core.has(id) };
}
const core = rootCore();

/**
 * V8's explicit compile hint, for the larger chunks: compile every function while the file
 * downloads, on a background thread. Left to itself, V8 compiles a function when it is first
 * called, on the main thread, and a server-drawn page calls most of its code at once, in the task
 * that adopts its markup: the hint halved that task on /property under Lighthouse's 4x CPU
 * slowdown (about 150 ms to 70 ms). Small chunks go without: their compiling costs little, and the comment's
 * bytes, repeated in each of the 20-odd files a page loads, would cost about 1 kB gzipped.
 */
const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";
const COMPILE_HINT_MIN_LENGTH = 4_000;

function compileHint(chunk: Rolldown.RenderedChunk): string {
  const length = Object.values(chunk.modules).reduce(
    (sum, module) => sum + module.renderedLength,
    0,
  );
  return length >= COMPILE_HINT_MIN_LENGTH ? COMPILE_HINT : "";
}

export default defineConfig({
  publicDir: path.resolve(repoRoot, "src/web/public"),
  plugins: [
    inlineLucideIcons(repoRoot),
    sourceClassMerge(repoRoot),
    tailwindcss(),
    reactRouter(),
    chunkModules(),
    core.plugin,
  ],
  resolve: { alias: { "@": path.resolve(repoRoot, "src") } },
  build: {
    // .vite/manifest.json: each chunk's static and dynamic imports, for `npm run size -- --why`.
    manifest: true,
    rolldownOptions: {
      output: {
        postBanner: compileHint,
        codeSplitting: {
          groups: [
            { name: "framework", test: isFrameworkModule, priority: 2 },
            { name: "core", test: core.test, priority: 1 },
          ],
        },
      },
    },
  },
});

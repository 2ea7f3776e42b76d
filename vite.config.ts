import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, type Rolldown } from "vite";

const repoRoot = import.meta.dirname;
const API_ORIGIN = "http://localhost:3000";
// changeOrigin stays false so the API sees the dev origin (5173), which it trusts via TRUSTED_ORIGINS.
const apiProxy = { target: API_ORIGIN, changeOrigin: false };

/**
 * Writes `.vite/chunk-modules.json`: the project source files inside each output chunk. The
 * manifest names only a chunk's entry module, so scripts/size.ts needs this to prove that no
 * admin or dashboard code was merged into what the home page loads.
 */
function chunkModules(): Plugin {
  return {
    name: "homescope:chunk-modules",
    apply: "build",
    generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        modules[output.fileName] = output.moduleIds
          .filter((id) => id.startsWith(repoRoot) && !id.includes("node_modules"))
          .map((id) => path.relative(repoRoot, id).split(path.sep).join("/"));
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
  /(mutationObserver|useMutation|infiniteQueryObserver|useInfiniteQuery|infiniteQueryOptions|queriesObserver|useQueries|useSuspense\w*|usePrefetch\w*|HydrationBoundary|hydration|useIsFetching|useMutationState|mutationOptions)\.js$/;

function isFrameworkModule(id: string): boolean {
  return FRAMEWORK.test(id) || (TANSTACK_QUERY.test(id) && !LAZY_ONLY_QUERY.test(id));
}

/**
 * The modules the entry imports statically, gathered into one chunk. Every page loads all of
 * them before it starts, but Rolldown splits them by which lazy routes also import them (about
 * 15 files under 1 kB on every page; rolldown/rolldown#10731), and each file costs the page a
 * request and a main-thread task of its own. Gathered, the public pages load 2 kB less and
 * Lighthouse scored /property/:id 77-94 (median 93) instead of 77-86 (80), and /search 89-99
 * (98) instead of 78-93 (87): 4 runs each, the two builds taking turns.
 */
function entryCore() {
  const core = new Set<string>();
  const plugin: Plugin = {
    name: "homescope:entry-core",
    apply: "build",
    buildEnd() {
      core.clear();
      const imports = (id: string) => [...(this.getModuleInfo(id)?.importedIds ?? [])];
      // The HTML entry imports the script entry (main.tsx); both stay the entry chunk.
      const html = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const entries = [...html, ...html.flatMap(imports)];
      const pending = entries.flatMap(imports);
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (core.has(id) || entries.includes(id)) continue;
        core.add(id);
        pending.push(...imports(id));
      }
    },
  };
  return { plugin, test: (id: string) => core.has(id) };
}
const core = entryCore();

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

/**
 * `vite build --ssr` builds the server renderer (src/web/entry-server.tsx, decision 007) into
 * dist/ssr. Every package is bundled into it; only Node's built-ins stay outside.
 */
const ssrBuild = {
  ssr: { noExternal: true as const, target: "node" as const },
  build: {
    outDir: path.resolve(repoRoot, "dist/ssr"),
    emptyOutDir: true,
    copyPublicDir: false,
    rolldownOptions: { input: path.resolve(repoRoot, "src/web/entry-server.tsx") },
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  root: "src/web",
  publicDir: path.resolve(repoRoot, "src/web/public"),
  plugins: [react(), tailwindcss(), chunkModules(), core.plugin],
  resolve: { alias: { "@": path.resolve(repoRoot, "src") } },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { "/api": apiProxy, "/media": apiProxy },
  },
  ...(isSsrBuild
    ? ssrBuild
    : {
        build: {
          outDir: path.resolve(repoRoot, "dist/web"),
          emptyOutDir: true,
          // scripts/size.ts reads the manifest to measure what the home page loads up front.
          manifest: true,
          rolldownOptions: {
            output: {
              postBanner: compileHint,
              codeSplitting: {
                groups: [
                  { name: "framework", test: isFrameworkModule, priority: 2 },
                  // All of lucide's icons in one chunk rather than about 26 tiny ones: fewer
                  // requests before the first paint (LCP 0.1-0.4 s sooner under Lighthouse's
                  // mobile throttling) for about 4 kB gzipped more per page.
                  { name: "icons", test: /[\\/]node_modules[\\/]lucide-react[\\/]/, priority: 2 },
                  { name: "core", test: core.test, priority: 1 },
                ],
              },
            },
          },
        },
      }),
}));

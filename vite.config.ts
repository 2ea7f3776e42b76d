import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

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

export default defineConfig({
  root: "src/web",
  publicDir: path.resolve(repoRoot, "src/web/public"),
  plugins: [react(), tailwindcss(), chunkModules()],
  resolve: { alias: { "@": path.resolve(repoRoot, "src") } },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { "/api": apiProxy, "/media": apiProxy },
  },
  build: {
    outDir: path.resolve(repoRoot, "dist/web"),
    emptyOutDir: true,
    // scripts/size.ts reads the manifest to measure what the home page loads up front.
    manifest: true,
  },
});

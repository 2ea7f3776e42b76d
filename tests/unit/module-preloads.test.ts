import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { modulePreloads } from "../../src/server/http/module-preloads";

const root = mkdtempSync(path.join(os.tmpdir(), "hs-preloads-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

// A build in miniature: the entry and a route both import the framework; the route adds a card.
mkdirSync(path.join(root, ".vite"));
writeFileSync(
  path.join(root, ".vite/manifest.json"),
  JSON.stringify({
    "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_framework-1.js"] },
    "_framework-1.js": { file: "assets/framework-1.js" },
    "_card-1.js": { file: "assets/card-1.js", imports: ["_framework-1.js", "index.html"] },
    "app/routes/search.tsx": {
      file: "assets/search-1.js",
      imports: ["_card-1.js", "_framework-1.js"],
    },
  }),
);

describe("modulePreloads", () => {
  const preloads = modulePreloads(root);

  it("preloads a page's route chunk and its static imports, not what the entry loads", () => {
    expect(preloads("/search")).toEqual(["/assets/search-1.js", "/assets/card-1.js"]);
  });

  it("adds nothing where the build has no such route, or for paths it does not know", () => {
    expect(preloads("/blog")).toEqual([]);
    expect(preloads("/")).toEqual([]);
    expect(preloads("/search/extra")).toEqual([]);
  });

  it("adds nothing without a build manifest", () => {
    expect(modulePreloads(path.join(root, "missing"))("/search")).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { buildGraph, type Manifest } from "../../scripts/size/build-graph";
import { formatChain, importerChains, type Root } from "../../scripts/size/chunk-why";
import {
  JS_FAIL_ABOVE_BYTES,
  JS_TARGET_BYTES,
  pageFigures,
  verdict,
} from "../../scripts/size/figures";
import { mapFiles, mapPart } from "../../scripts/size/map-code";

const ROUTE = "?__react-router-build-client-route";

/** A build shaped like the real one: a search page whose map loads on demand. */
const MANIFEST: Manifest = {
  "src/web/app/entry.client.tsx": {
    file: "assets/entry.js",
    src: "src/web/app/entry.client.tsx",
    imports: ["_framework.js"],
  },
  "_framework.js": { file: "assets/framework.js", name: "framework" },
  [`src/web/app/root.tsx${ROUTE}`]: {
    file: "assets/root.js",
    src: `src/web/app/root.tsx${ROUTE}`,
    imports: ["_framework.js", "_core.js"],
  },
  "_core.js": {
    file: "assets/core.js",
    name: "core",
    imports: ["_framework.js"],
    dynamicImports: ["src/web/components/layouts/bottom-bar.tsx"],
  },
  "src/web/components/layouts/bottom-bar.tsx": {
    file: "assets/bottom-bar.js",
    src: "src/web/components/layouts/bottom-bar.tsx",
    isDynamicEntry: true,
    imports: ["_icon.js"],
  },
  "_icon.js": { file: "assets/icon.js", name: "icon" },
  [`src/web/app/routes/search.tsx${ROUTE}`]: {
    file: "assets/search.js",
    src: `src/web/app/routes/search.tsx${ROUTE}`,
    imports: ["_core.js", "_map-slot.js"],
    dynamicImports: [
      "src/web/features/properties/components/map/search-map.tsx",
      "src/web/features/properties/search-url.ts",
    ],
  },
  "src/web/features/properties/search-url.ts": {
    file: "assets/search-url.js",
    src: "src/web/features/properties/search-url.ts",
    isDynamicEntry: true,
    imports: ["_pins.js"],
  },
  "_map-slot.js": { file: "assets/map-slot.js", name: "map-slot", imports: ["_frame.js"] },
  "_frame.js": { file: "assets/frame.js", name: "frame", imports: ["_icon.js"] },
  "src/web/features/properties/components/map/search-map.tsx": {
    file: "assets/search-map.js",
    src: "src/web/features/properties/components/map/search-map.tsx",
    isDynamicEntry: true,
    imports: ["_core.js", "_map-view.js", "_pins.js", "_icon.js"],
  },
  "_pins.js": { file: "assets/pins.js", name: "pins" },
  "_map-view.js": {
    file: "assets/map-view.js",
    name: "map-view",
    dynamicImports: ["_map-view.js"],
    assets: ["assets/worker.mjs", "assets/atlas.json"],
  },
  "node_modules/maplibre-gl/dist/maplibre-gl-worker.mjs": {
    file: "assets/worker.mjs",
    src: "node_modules/maplibre-gl/dist/maplibre-gl-worker.mjs",
  },
  "src/web/components/map/atlas.json": {
    file: "assets/atlas.json",
    src: "src/web/components/map/atlas.json",
  },
  [`src/web/app/routes/reels.tsx${ROUTE}`]: {
    file: "assets/reels.js",
    src: `src/web/app/routes/reels.tsx${ROUTE}`,
    imports: ["_pins.js"],
  },
};
const CHUNK_MODULES = {
  "assets/map-view.js": ["node_modules/maplibre-gl/", "src/web/components/map/map-view.tsx"],
  "assets/map-slot.js": ["src/web/components/map/map-slot.tsx"],
  "assets/search.js": [
    "src/web/app/routes/search.tsx",
    "src/web/features/properties/components/map/search-map-panel.tsx",
  ],
  "assets/bottom-bar.js": ["src/web/features/dashboard/tabs.ts"],
};
const graph = buildGraph(MANIFEST, CHUNK_MODULES);
const map = mapFiles(graph);
const SEARCH_ROOTS: Root[] = ["assets/entry.js", "assets/root.js", "assets/search.js"].map(
  (file) => ({ file, label: graph.get(file)?.label ?? file }),
);
const roots = SEARCH_ROOTS.map((root) => root.file);
const PAGE = [
  ...roots,
  "assets/framework.js",
  "assets/core.js",
  "assets/map-slot.js",
  "assets/frame.js",
  "assets/icon.js",
];
const MAP = ["assets/search-map.js", "assets/map-view.js", "assets/pins.js", "assets/worker.mjs"];

describe("the build graph", () => {
  it("links output files, names them by source, and drops a chunk's import of itself", () => {
    expect(graph.get("assets/search.js")).toMatchObject({
      label: "app/routes/search.tsx",
      imports: ["assets/core.js", "assets/map-slot.js"],
      dynamicImports: ["assets/search-map.js", "assets/search-url.js"],
    });
    expect(graph.get("assets/map-view.js")?.dynamicImports).toEqual([]);
  });
});

describe("map code", () => {
  it("is the chunks with a map package, the lazy chunks drawing with them, and what they fetch", () => {
    expect([...map].sort()).toEqual(
      [
        "assets/atlas.json",
        "assets/map-view.js",
        "assets/search-map.js",
        "assets/worker.mjs",
      ].sort(),
    );
  });

  it("on a page, also takes what only the map pulled in, but not what the page shares with it", () => {
    // A lazy chunk of the page's own (search-url.js) imports pins.js too, but was not fetched.
    const part = mapPart(graph, map, roots, [...PAGE, ...MAP, "assets/atlas.json"]);
    expect([...part].sort()).toEqual([...MAP, "assets/atlas.json"].sort());
  });

  it("leaves to the page a chunk another fetched route module needs as well", () => {
    const part = mapPart(graph, map, roots, [...PAGE, ...MAP, "assets/reels.js"]);
    expect(part.has("assets/pins.js")).toBe(false);
    expect(part.has("assets/search-map.js")).toBe(true);
  });
});

describe("why a chunk loads", () => {
  const chains = importerChains(graph, SEARCH_ROOTS);
  const why = (file: string) => formatChain(chains.get(file));

  it("names the static chain before a shorter one with a dynamic import", () => {
    expect(why("assets/icon.js")).toBe("app/routes/search.tsx → map-slot → frame → icon");
  });

  it("names dynamic imports and files fetched by URL", () => {
    expect(why("assets/pins.js")).toBe(
      "app/routes/search.tsx ⇢ features/properties/components/map/search-map.tsx → pins",
    );
    expect(why("assets/worker.mjs")).toBe(
      "app/routes/search.tsx ⇢ features/properties/components/map/search-map.tsx → map-view ⤳ node_modules/maplibre-gl/dist/maplibre-gl-worker.mjs",
    );
  });

  it("passes only through fetched files when told which", () => {
    const within = new Set([...roots, "assets/core.js", "assets/bottom-bar.js", "assets/icon.js"]);
    expect(formatChain(importerChains(graph, SEARCH_ROOTS, within).get("assets/icon.js"))).toBe(
      "app/root.tsx → core ⇢ components/layouts/bottom-bar.tsx → icon",
    );
  });

  it("says when a file is outside the import graph", () => {
    expect(why("theme-init.js")).toMatch(/not in the build's import graph/);
  });
});

describe("a page's figures", () => {
  const sizeOf = (file: string) => (file.endsWith(".json") ? 1_000 : 100);
  const figures = pageFigures(
    {
      page: "/search",
      address: "/search",
      viewport: "desktop",
      roots: SEARCH_ROOTS,
      fetched: {
        scripts: [...PAGE, ...MAP, "assets/bottom-bar.js", "theme-init.js"],
        data: ["assets/atlas.json"],
        settled: true,
        requestedAt: {},
        loadAt: 0,
      },
    },
    { graph, map, routeModules: [], sizeOf },
  );

  it("counts the page's scripts and the map's files apart", () => {
    expect(figures.js).toBe((PAGE.length + 2) * 100);
    expect(figures.map).toBe(MAP.length * 100 + 1_000);
    expect(figures.data).toBe(0);
  });

  it("lists forbidden sources with their chunk", () => {
    expect(figures.forbidden).toEqual([
      "src/web/features/dashboard/tabs.ts (in assets/bottom-bar.js)",
    ]);
  });
});

describe("the budget", () => {
  it("holds a page to the target and the limit, unless it is exempt", () => {
    expect(verdict(JS_TARGET_BYTES)).toBe("ok");
    expect(verdict(JS_TARGET_BYTES + 1)).toBe("above target");
    expect(verdict(JS_FAIL_ABOVE_BYTES + 1)).toBe("over");
  });
});

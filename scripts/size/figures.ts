import type { BuildGraph } from "./build-graph";
import { formatChain, importerChains, type Root } from "./chunk-why";
import { mapPart } from "./map-code";
import type { Fetched } from "./measure-page";

export const KB = 1024;
export const JS_TARGET_BYTES = 150 * KB;
export const JS_FAIL_ABOVE_BYTES = 170 * KB;
/** Printed against this, not failed on (yet). */
export const MAP_TARGET_BYTES = 250 * KB;

/** Code for signed-in pages (back office, dashboard) and the blog editor's packages never load with a public page. */
export const FORBIDDEN = [
  "src/web/features/admin/",
  "src/web/features/dashboard/",
  "node_modules/@tiptap/",
  "node_modules/prosemirror-",
];

export interface FileFigure {
  file: string;
  /** gzip -9 of the built file. */
  bytes: number;
  kind: "script" | "data";
  map: boolean;
  /** The chain of imports that pulls it in. */
  why: string;
  /** ms after navigating that the page asked for it. */
  requestedAt?: number;
}

export interface PageFigures {
  /** The route's pattern ("/property/:id") and the address opened. */
  page: string;
  address: string;
  viewport: string;
  /** Scripts before interaction, the map's apart: what the budget holds. */
  js: number;
  /** The map's scripts and atlas files. */
  map: number;
  /** Other JSON files under /assets. */
  data: number;
  settled: boolean;
  endedOn?: string;
  /** ms after navigating that the load event came. */
  loadAt: number;
  files: FileFigure[];
  /** Forbidden sources in the page's scripts, "source (in file)". */
  forbidden: string[];
}

/** What the figures need to know of the build. */
export interface BuildFacts {
  graph: BuildGraph;
  /** The map's files (mapFiles). */
  map: ReadonlySet<string>;
  /** Every route's module, to explain another page's module fetched ahead (a redirect, a prefetch). */
  routeModules: readonly Root[];
  /** gzip -9 of a built file. */
  sizeOf: (file: string) => number;
}

export interface PageVisit {
  page: string;
  address: string;
  viewport: string;
  roots: readonly Root[];
  fetched: Fetched;
}

const sum = (files: FileFigure[]) => files.reduce((total, file) => total + file.bytes, 0);

/** A visit's files sorted into the page's own code, the map and data, with why each loads. */
export function pageFigures(visit: PageVisit, build: BuildFacts): PageFigures {
  const { graph, map, sizeOf } = build;
  const { scripts, data, settled } = visit.fetched;
  const fetched = [...scripts, ...data];
  const roots = visit.roots.map((root) => root.file);
  const ofMap = mapPart(graph, map, roots, fetched);
  // Another route's module comes after anything the page's own roots explain.
  const otherRoutes = build.routeModules
    .filter((route) => fetched.includes(route.file) && !roots.includes(route.file))
    .map((route) => ({ ...route, cost: 1e9 }));
  const allRoots = [...visit.roots, ...otherRoutes];
  const loaded = importerChains(graph, allRoots, new Set(fetched));
  const anywhere = importerChains(graph, allRoots);
  const files = [
    ...scripts.map((file) => ({ file, kind: "script" as const })),
    ...data.map((file) => ({ file, kind: "data" as const })),
  ].map(({ file, kind }) => ({
    file,
    kind,
    bytes: sizeOf(file),
    map: ofMap.has(file),
    why: formatChain(loaded.get(file) ?? anywhere.get(file)),
    requestedAt: visit.fetched.requestedAt[file],
  }));
  const forbidden = scripts.flatMap((file) =>
    (graph.get(file)?.modules ?? [])
      .filter((source) => FORBIDDEN.some((folder) => source.startsWith(folder)))
      .map((source) => `${source} (in ${file})`),
  );
  return {
    page: visit.page,
    address: visit.address,
    viewport: visit.viewport,
    js: sum(files.filter((file) => file.kind === "script" && !file.map)),
    map: sum(files.filter((file) => file.map)),
    data: sum(files.filter((file) => file.kind === "data" && !file.map)),
    settled,
    loadAt: visit.fetched.loadAt,
    ...(visit.fetched.endedOn && { endedOn: visit.fetched.endedOn }),
    files,
    forbidden,
  };
}

/** What the budget says of a page's figure. */
export function verdict(js: number): "ok" | "above target" | "over" {
  if (js > JS_FAIL_ABOVE_BYTES) return "over";
  return js > JS_TARGET_BYTES ? "above target" : "ok";
}

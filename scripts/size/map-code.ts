import type { BuildGraph } from "./build-graph";

/** The packages that draw the map and hold its atlas. */
export const MAP_PACKAGES = [
  "maplibre-gl",
  "@vis.gl/react-maplibre",
  "react-map-gl",
  "pmtiles",
  "topojson-client",
  "us-atlas",
].map((name) => `node_modules/${name}/`);

const hasMapPackage = (sources: string[]) =>
  sources.some((source) => MAP_PACKAGES.some((folder) => source.startsWith(folder)));

/**
 * Every file the given ones pull in, statically only or also on demand (imports, then their
 * imports), leaving out `skip` and, with `within`, any file outside it.
 */
export function reachable(
  graph: BuildGraph,
  from: Iterable<string>,
  {
    dynamic = true,
    skip = new Set<string>(),
    within,
  }: { dynamic?: boolean; skip?: ReadonlySet<string>; within?: ReadonlySet<string> } = {},
): Set<string> {
  const seen = new Set<string>();
  const follows = (file: string) => !skip.has(file) && (!within || within.has(file));
  const pending = [...from].filter((file) => !skip.has(file));
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const node = graph.get(file);
    if (!node) continue;
    const next = dynamic ? [...node.imports, ...node.dynamicImports, ...node.assets] : node.imports;
    pending.push(...next.filter(follows));
  }
  return seen;
}

/**
 * The map's files: chunks holding a map package (and the worker built from one), the chunks
 * loaded on demand that draw a map (their static imports reach such a chunk: the search map, a
 * listing's location map), and the files those chunks fetch by URL (worker, atlas JSON).
 */
export function mapFiles(graph: BuildGraph): Set<string> {
  const core = new Set(
    [...graph.values()]
      .filter((node) => hasMapPackage(node.modules) || hasMapPackage([node.label]))
      .map((node) => node.file),
  );
  const drawers = [...graph.values()].filter(
    (node) =>
      node.dynamicEntry &&
      !core.has(node.file) &&
      [...reachable(graph, node.imports, { dynamic: false })].some((file) => core.has(file)),
  );
  const map = new Set([...core, ...drawers.map((node) => node.file)]);
  for (const file of [...map]) for (const asset of graph.get(file)?.assets ?? []) map.add(asset);
  return map;
}

/**
 * Which of a page's fetched files are map code or data: reachable from the map, but not from the
 * page's own code through fetched files other than the map's. The page's own code starts at its
 * roots and at every fetched file the map cannot have pulled in (another page's route module).
 * Decided from the import graph, not by when the files arrived, so a map that starts at once
 * still counts apart.
 */
export function mapPart(
  graph: BuildGraph,
  map: ReadonlySet<string>,
  roots: readonly string[],
  fetched: readonly string[],
): Set<string> {
  const mapCode = reachable(graph, map);
  const own = [...roots, ...fetched.filter((file) => !mapCode.has(file))];
  const ownCode = reachable(graph, own, { skip: map, within: new Set(fetched) });
  return new Set(fetched.filter((file) => mapCode.has(file) && !ownCode.has(file)));
}

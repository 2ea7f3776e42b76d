import { readFileSync } from "node:fs";
import path from "node:path";

/** An entry of Vite's .vite/manifest.json, keyed there by source path or "_name-hash.js". */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  /** Files the chunk's code refers to by URL (a worker, the atlas's JSON). */
  assets?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** One file of the client build (a path under dist/web/client, "assets/x.js"). */
export interface BuildFile {
  file: string;
  /** A short name for reports: the source it was built from, else the chunk's name. */
  label: string;
  imports: string[];
  dynamicImports: string[];
  assets: string[];
  /** Project sources and packages inside it (chunk-modules.json). */
  modules: string[];
  dynamicEntry: boolean;
}
export type BuildGraph = ReadonlyMap<string, BuildFile>;

const label = (chunk: ManifestChunk) =>
  chunk.src
    ? chunk.src.replace(/\?.*$/, "").replace(/^src\/web\//, "")
    : (chunk.name ?? chunk.file);

/** The build's files and the links between them, by output file rather than manifest key. */
export function buildGraph(manifest: Manifest, chunkModules: Record<string, string[]>): BuildGraph {
  const fileOf = (key: string) => manifest[key]?.file ?? key;
  const graph = new Map<string, BuildFile>();
  for (const chunk of Object.values(manifest)) {
    graph.set(chunk.file, {
      file: chunk.file,
      label: label(chunk),
      imports: (chunk.imports ?? []).map(fileOf),
      dynamicImports: (chunk.dynamicImports ?? [])
        .map(fileOf)
        .filter((file) => file !== chunk.file),
      assets: chunk.assets ?? [],
      modules: chunkModules[chunk.file] ?? [],
      dynamicEntry: chunk.isDynamicEntry ?? false,
    });
  }
  return graph;
}

/** The graph of a finished build in `clientDir` (dist/web/client). */
export function readBuildGraph(clientDir: string): BuildGraph {
  const read = (name: string) =>
    JSON.parse(readFileSync(path.join(clientDir, ".vite", name), "utf8"));
  return buildGraph(read("manifest.json"), read("chunk-modules.json"));
}

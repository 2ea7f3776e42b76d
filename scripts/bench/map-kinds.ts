import { METROS } from "./catalogue";

/** A box around a metro: a map at zoom 11 on a 1,280 x 800 screen shows about this much. */
const metroBox = (i: number, halfLng = 0.44, halfLat = 0.22) => {
  const [, lat, lng] = METROS[i % METROS.length] as (typeof METROS)[number];
  return [lng - halfLng, lat - halfLat, lng + halfLng, lat + halfLat].map((v) => v.toFixed(4));
};

/** A hexagon of about 0.5 degrees across around a metro, as a drawn area. */
const metroHexagon = (i: number, radius = 0.25) => {
  const [, lat, lng] = METROS[i % METROS.length] as (typeof METROS)[number];
  return Array.from({ length: 6 }, (_, k) => {
    const angle = (k * Math.PI) / 3;
    return `${(lng + radius * Math.cos(angle)).toFixed(4)},${(lat + radius * Math.sin(angle)).toFixed(4)}`;
  }).join(";");
};

/** The lower 48 and around, as a map at zoom 3 shows them; a state-sized box at zoom 6. */
const COUNTRY = "-170,5,-20,65";
const stateBox = (i: number) => metroBox(i, 7, 4).join(",");

const pick = <T>(list: readonly T[], i: number) => list[i % list.length] as T;

/**
 * The map's searches of the benchmark: lists of an area and a drawn area, and cluster
 * answers at city, state and country zoom, each with filters.
 */
export const MAP_KINDS: { name: string; query: (i: number) => string }[] = [
  {
    name: "map list: city box + beds",
    query: (i) => `bbox=${metroBox(i).join(",")}&beds=${pick(["2", "3", "4"], i)}`,
  },
  {
    // Few matches in a small area: read the area (the position index), not the newest walk.
    name: "map list: street box + featured",
    query: (i) => `bbox=${metroBox(i, 0.03, 0.02).join(",")}&featured=true`,
  },
  {
    name: "map list: state box + type",
    query: (i) => `bbox=${stateBox(i)}&types=${pick(["House", "Condo,Villa"], i)}`,
  },
  {
    name: "map list: country box + amenities",
    query: (i) => `bbox=${COUNTRY}&amenities=${pick(["Pool", "Gym,Garage", "Garden"], i)}`,
  },
  {
    name: "map list: polygon + price",
    query: (i) =>
      `poly=${metroHexagon(i)}&minPrice=${(i % 5) * 200_000}&maxPrice=${(i % 5) * 200_000 + 600_000}`,
  },
  {
    name: "clusters: city z11 + beds",
    query: (i) =>
      `view=clusters&zoom=11&bbox=${metroBox(i).join(",")}&beds=${pick(["2", "3", "4"], i)}`,
  },
  {
    name: "clusters: state z6 + type",
    query: (i) =>
      `view=clusters&zoom=6&bbox=${stateBox(i)}&types=${pick(["House", "Condo,Villa"], i)}`,
  },
  {
    name: "clusters: country z3 + price",
    query: (i) =>
      `view=clusters&zoom=3&bbox=${COUNTRY}&minPrice=${(i % 5) * 200_000}&maxPrice=${(i % 5) * 200_000 + 600_000}`,
  },
  {
    name: "clusters: country z3 + amenities",
    query: (i) =>
      `view=clusters&zoom=3&bbox=${COUNTRY}&amenities=${pick(["Pool", "Gym,Garage", "Garden"], i)}`,
  },
  // The 'More filters' (decision 035), which read the table until migration 0033 put their
  // columns in the position and map indexes.
  {
    name: "map list: city box + sqft + year built",
    query: (i) => `bbox=${metroBox(i).join(",")}&minSqft=${1200 + (i % 4) * 300}&minYearBuilt=1980`,
  },
  {
    name: "clusters: city z11 + square feet",
    query: (i) =>
      `view=clusters&zoom=11&bbox=${metroBox(i).join(",")}&minSqft=${1200 + (i % 4) * 300}`,
  },
  {
    name: "clusters: state z6 + sqft + listed 30d",
    query: (i) =>
      `view=clusters&zoom=6&bbox=${stateBox(i)}&minSqft=${1200 + (i % 4) * 300}&listedWithin=30`,
  },
  {
    name: "clusters: country z3 + year + price cut",
    query: (i) =>
      `view=clusters&zoom=3&bbox=${COUNTRY}&minYearBuilt=${1960 + (i % 4) * 10}&priceCut=true`,
  },
  {
    name: "clusters: polygon z9 + beds",
    query: (i) =>
      `view=clusters&zoom=9&bbox=${metroBox(i, 1, 0.6).join(",")}&poly=${metroHexagon(i, 0.5)}&beds=${pick(["2", "3"], i)}`,
  },
  // Beyond the default offer and stage (lifeConditions): rentals, and homes sold lately.
  ...(
    [
      ["for rent", "offer=rent"],
      ["sold in 6 months", "closedWithin=6"],
    ] as const
  ).flatMap(([label, filter]) => [
    {
      name: `clusters: city z11 + ${label}`,
      query: (i: number) => `view=clusters&zoom=11&bbox=${metroBox(i).join(",")}&${filter}`,
    },
    {
      name: `clusters: state z6 + ${label}`,
      query: (i: number) => `view=clusters&zoom=6&bbox=${stateBox(i)}&${filter}`,
    },
    {
      name: `clusters: country z3 + ${label}`,
      query: () => `view=clusters&zoom=3&bbox=${COUNTRY}&${filter}`,
    },
  ]),
];

/** One sample of each, for the plans. */
export const MAP_PLAN_SAMPLES = MAP_KINDS.map((kind) => [kind.name, kind.query(0)] as const);

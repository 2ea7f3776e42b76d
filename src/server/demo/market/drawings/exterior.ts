import type { Amenity, PropertyType } from "@/shared/properties";
import type { Random } from "../random";
import {
  building,
  glassDefs,
  type HouseLook,
  house,
  type RoofShape,
  townhouses,
} from "./buildings";
import {
  contrast,
  DOORS,
  FOLIAGE,
  LAWNS,
  ROOFS,
  TIMES_OF_DAY,
  type TimeOfDay,
  WALLS,
} from "./palette";
import {
  type Cloud,
  fence,
  GROUND_Y,
  horizon,
  lawn,
  pool,
  sky,
  skyDefs,
  skyline,
  street,
  type Tree,
  tree,
} from "./scenery";
import { svgDocument } from "./svg";

/** The facts of a listing its front view is drawn from. */
export interface ExteriorFacts {
  propertyType: PropertyType;
  stories: number | null;
  garageSpaces: number | null;
  amenities: readonly Amenity[];
}

/** Everything the front view shows; the same plan always draws the same picture. */
export interface ExteriorPlan extends HouseLook {
  type: PropertyType;
  /** Homes in the row (townhouses). */
  units: number;
  balconies: boolean;
  pool: boolean;
  fence: boolean;
  time: TimeOfDay;
  sunX: number;
  clouds: Cloud[];
  trees: Tree[];
  lawn: string;
}

const FLOWERS = ["#e7a9b5", "#f2d27a", "#f4f1ea", "#c7a3d9", "#ef9f7a"];
/** Tries at a look no other listing has before settling for a repeat. */
const DISTINCT_TRIES = 40;

/**
 * Picks the front view from the listing's facts (type, storeys, pool, garage, garden) and the
 * random source for the rest. `taken` holds the looks other listings have; a new one avoids them,
 * so no two cards share type, height, paint and roof.
 */
export function planExterior(
  random: Random,
  facts: ExteriorFacts,
  taken: Set<string>,
): ExteriorPlan {
  const has = (amenity: Amenity) => facts.amenities.includes(amenity);
  const type = facts.propertyType;
  const flats = type === "Condo" || type === "Apartment";
  const storeys = flats ? random.int(4, 7) : Math.min(3, Math.max(1, facts.stories ?? 1));
  const roofShapes: RoofShape[] = flats
    ? ["flat"]
    : type === "Villa"
      ? ["hipped", "hipped", "flat"]
      : ["gabled", "gabled", "hipped", "flat"];
  let wall = random.pick(WALLS);
  let roof = random.pick(ROOFS);
  let roofShape = random.pick(roofShapes);
  for (let i = 0; i < DISTINCT_TRIES; i++) {
    const key = `${type}|${storeys}|${wall.name}|${roof.name}|${roofShape}`;
    if (contrast(wall.hex, roof.hex) >= 1.8 && !taken.has(key)) {
      taken.add(key);
      break;
    }
    wall = random.pick(WALLS);
    roof = random.pick(ROOFS);
    roofShape = random.pick(roofShapes);
  }
  const garage =
    type === "Land" || flats
      ? 0
      : has("Garage") || (facts.garageSpaces ?? 0) > 0
        ? Math.min(2, Math.max(1, facts.garageSpaces ?? 1))
        : 0;
  const width = flats
    ? random.int(520, 720)
    : type === "Townhouse"
      ? random.int(560, 760)
      : type === "Villa"
        ? random.int(520, 640)
        : random.int(380, 520);
  const sideGarage = garage > 0 && type !== "Townhouse";
  const x = 600 + random.int(-60, 60) - (sideGarage ? 60 + 35 * garage : 0);
  const time = random.pick(TIMES_OF_DAY);
  const palms = type === "Villa" && random.chance(0.7);
  const treeKinds: Tree["kind"][] = palms ? ["palm"] : ["round", "conifer", "round"];
  const trees: Tree[] = Array.from(
    { length: type === "Land" ? random.int(3, 6) : random.int(1, 3) },
    () => ({
      x: random.int(40, 1160),
      size: random.between(0.75, 1.25),
      kind: random.pick(treeKinds),
    }),
  );
  return {
    type,
    storeys,
    wall,
    roof,
    roofShape,
    door: random.pick(DOORS),
    x,
    width,
    garage,
    garden: has("Garden"),
    shutters: !flats && type !== "Villa" && random.chance(0.4),
    arched: type === "Villa",
    chimney: (type === "House" || type === "Townhouse") && random.chance(0.5),
    foliage: random.pick(FOLIAGE),
    flowers: random.pick(FLOWERS),
    units: random.int(2, 4),
    balconies: has("Balcony"),
    pool: type !== "Land" && has("Pool"),
    fence: type === "Land" ? random.chance(0.7) : random.chance(0.2),
    time,
    sunX: random.int(120, 1080),
    clouds: Array.from({ length: random.int(1, 4) }, () => ({
      x: random.int(80, 1120),
      y: random.int(70, 260),
      size: random.between(0.7, 1.4),
    })),
    trees,
    lawn: random.pick(LAWNS),
  };
}

/** The front view as SVG, `width` pixels wide. */
export function exteriorSvg(plan: ExteriorPlan, width: number): string {
  const flats = plan.type === "Condo" || plan.type === "Apartment";
  const seed = plan.sunX + plan.width;
  const body: string[] = [...sky(plan.time, plan.sunX, plan.clouds)];
  body.push(...(flats ? skyline(seed) : horizon(plan.foliage, seed)));
  body.push(lawn(plan.lawn));
  const land = plan.type === "Land";
  const garageWidth =
    plan.garage > 0 && plan.type !== "Townhouse" ? 120 + 70 * (plan.garage - 1) : 0;
  // Low homes are drawn larger, so every home fills about as much of the frame, but never
  // past its edges.
  const grow = flats ? 1 : Math.min(homeScale(plan.storeys), 1100 / (plan.width + 2 * garageWidth));
  const left = plan.x - (plan.width / 2) * grow;
  const right = plan.x + (plan.width / 2 + garageWidth) * grow;
  // Trees stand beside the building, never in front of its face.
  const beside = land ? plan.trees : plan.trees.filter((t) => t.x < left - 40 || t.x > right + 40);
  body.push(...beside.flatMap((t) => tree(t, plan.foliage)));
  if (land) body.push(...lot(plan));
  else if (flats) body.push(...building(plan, plan.balconies));
  else {
    const scale = grow;
    const shapes = plan.type === "Townhouse" ? townhouses(plan, plan.units) : house(plan);
    const at = `${plan.x} ${GROUND_Y}`;
    body.push(
      `<g transform="translate(${at}) scale(${scale}) translate(-${at.replace(" ", " -")})">`,
      ...shapes,
      "</g>",
    );
  }
  body.push(...street());
  if (plan.pool) {
    const poolLeft = plan.garage > 0 || plan.x > 600 ? 40 : 1200 - 40 - 330;
    body.push(...pool(poolLeft, 330));
  }
  if (plan.fence && !land) body.push(...fence(748));
  return svgDocument(width, skyDefs(plan.time) + glassDefs(), body);
}

const homeScale = (storeys: number) => [1, 1.4, 1.18, 1][storeys] ?? 1;

/** A building plot: mown strip, a few stakes and a path in. */
function lot(plan: ExteriorPlan): string[] {
  const out = [
    `<path d="M0,640 C300,600 700,680 1200,620 L1200,752 L0,752 Z" fill="${plan.lawn}" opacity="0.7"/>`,
    `<path d="M520,752 C560,700 620,660 700,600 L730,600 C680,660 640,710 640,752 Z" fill="#c9b48f"/>`,
  ];
  for (const x of [240, 960])
    out.push(`<rect x="${x}" y="600" width="8" height="50" fill="#e8742f"/>`);
  if (plan.fence) out.push(...fence(748));
  return out;
}

const NUMBER_WORDS = ["", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight"];
const TYPE_NOUNS: Record<PropertyType, string> = {
  House: "house",
  Villa: "villa",
  Townhouse: "townhouse",
  Condo: "condo building",
  Apartment: "apartment building",
  Land: "lot",
};
/** The image's alt text and caption (labels are at most 80 characters). */
const LABEL_MAX = 80;

/** What the front view shows, in words: its alt text. */
export function describeExterior(plan: ExteriorPlan): string {
  if (plan.type === "Land") {
    const trees = plan.trees.length > 4 ? "trees" : "a few trees";
    return `Open grassy lot with ${trees}${plan.fence ? " and a white fence" : ""}, ${plan.time} light`;
  }
  const noun = TYPE_NOUNS[plan.type];
  const roof =
    plan.roofShape === "flat" ? "a flat roof" : `a ${plan.roofShape} ${plan.roof.name} roof`;
  const base = `${NUMBER_WORDS[plan.storeys]}-story ${plan.wall.name} ${noun}`;
  const extras = [
    plan.type === "Townhouse" ? `in a row of ${NUMBER_WORDS[plan.units]?.toLowerCase()}` : "",
    roof,
    plan.pool ? "a pool" : "",
    plan.balconies && (plan.type === "Condo" || plan.type === "Apartment") ? "balconies" : "",
    plan.garage > 0 ? "a garage" : "",
    plan.garden ? "a garden" : "",
  ].filter(Boolean);
  const [first, ...withs] = plan.type === "Townhouse" ? extras : ["", ...extras];
  for (let keep = withs.length; keep >= 0; keep--) {
    const label = `${base}${first ? ` ${first}` : ""}${keep > 0 ? ` with ${listed(withs.slice(0, keep))}` : ""}`;
    if (label.length <= LABEL_MAX) return label;
  }
  return base;
}

/** "a, b and c". */
export function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

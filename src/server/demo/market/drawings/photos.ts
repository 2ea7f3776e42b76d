import type { Random } from "../random";
import {
  describeExterior,
  type ExteriorFacts,
  type ExteriorPlan,
  exteriorSvg,
  planExterior,
} from "./exterior";
import {
  describeInterior,
  INTERIOR_VARIANTS,
  type InteriorPlan,
  interiorSvg,
  planInterior,
  type Room,
} from "./interior";

export type Drawing =
  | { kind: "exterior"; plan: ExteriorPlan }
  | { kind: "interior"; plan: InteriorPlan };

/** A generated listing's photo: what to draw, and the alt text that says what is drawn. */
export interface DrawnPhoto {
  label: string;
  drawing: Drawing;
}

export interface PhotoFacts extends ExteriorFacts {
  bedrooms: number;
}

/**
 * A home's front and three rooms (a lot shows the lot only). `taken` is shared by all listings of
 * the market, so each front view differs from the others'.
 */
export function planPhotos(random: Random, facts: PhotoFacts, taken: Set<string>): DrawnPhoto[] {
  const front = planExterior(random, facts, taken);
  const cover: DrawnPhoto = {
    label: describeExterior(front),
    drawing: { kind: "exterior", plan: front },
  };
  if (facts.propertyType === "Land") return [cover];
  const flats = facts.propertyType === "Condo" || facts.propertyType === "Apartment";
  const rooms: Room[] = [
    "living room",
    "kitchen",
    facts.bedrooms > 0 && random.chance(0.7) ? "bedroom" : "bathroom",
  ];
  return [
    cover,
    ...rooms.map((room): DrawnPhoto => {
      const plan = planInterior(
        room,
        flats ? "city" : "garden",
        random.int(0, INTERIOR_VARIANTS - 1),
      );
      return { label: describeInterior(plan), drawing: { kind: "interior", plan } };
    }),
  ];
}

/** The drawing as SVG, `width` pixels wide and two thirds as high. */
export function drawingSvg(drawing: Drawing, width: number): string {
  return drawing.kind === "exterior"
    ? exteriorSvg(drawing.plan, width)
    : interiorSvg(drawing.plan, width);
}

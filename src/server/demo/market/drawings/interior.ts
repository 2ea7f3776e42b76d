import { seededRandom } from "../random";
import { ROOM_PALETTES, type RoomPalette, shade } from "./palette";
import { plant, ROOM_DRAWINGS, tiles } from "./rooms";
import { CANVAS, circle, line, rect, verticalGradient } from "./svg";

export const ROOMS = ["living room", "kitchen", "bedroom", "bathroom"] as const;
export type Room = (typeof ROOMS)[number];
/** What the window looks out on: houses onto a garden, flats onto the town. */
export type View = "garden" | "city";

/** One room's picture; the same plan always draws the same picture. */
export interface InteriorPlan {
  room: Room;
  view: View;
  palette: RoomPalette;
  /** The window on the left or on the right of the back wall. */
  windowLeft: boolean;
  plant: boolean;
  /** Bathrooms: a tub, else a walk-in shower. Kitchens: an island. */
  variantFeature: boolean;
}

/** Interiors drawn per room and view; a listing shows some of them (see the decision record). */
export const INTERIOR_VARIANTS = 8;

/** The `variant`-th picture of a room with this view, the same on every start. */
export function planInterior(room: Room, view: View, variant: number): InteriorPlan {
  const random = seededRandom(
    1_000 + ROOMS.indexOf(room) * 100 + (view === "city" ? 50 : 0) + variant,
  );
  return {
    room,
    view,
    palette: ROOM_PALETTES[
      (variant + ROOMS.indexOf(room) * 3) % ROOM_PALETTES.length
    ] as RoomPalette,
    windowLeft: random.chance(0.5),
    plant: random.chance(0.6),
    variantFeature: random.chance(0.5),
  };
}

const WALL_BOTTOM = 560;

export function interiorSvg(plan: InteriorPlan, width: number): string {
  const p = plan.palette;
  const wx = plan.windowLeft ? 110 : 830;
  const body = [
    rect(0, 0, CANVAS.width, WALL_BOTTOM, p.wall),
    rect(0, 0, CANVAS.width, 30, shade(p.wall, 0.25)),
    ...floor(p, plan.room === "bathroom"),
    rect(0, WALL_BOTTOM - 16, CANVAS.width, 16, shade(p.wall, 0.35)),
    ...(plan.room === "bathroom" ? tiles(p) : []),
    ...windowOnto(plan.view, wx, p),
  ];
  const furniture = ROOM_DRAWINGS[plan.room];
  body.push(...furniture(plan, plan.windowLeft ? 420 : 60));
  if (plan.plant && (plan.room === "living room" || plan.room === "kitchen"))
    body.push(...plant(plan.windowLeft ? 1080 : 110, p));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${Math.round((width * 2) / 3)}" viewBox="0 0 ${CANVAS.width} ${CANVAS.height}"><defs>${verticalGradient("view", "#9cc7e6", "#e6f0f3")}</defs>${body.join("")}</svg>`;
}

function floor(p: RoomPalette, tiles: boolean): string[] {
  const out = [
    rect(
      0,
      WALL_BOTTOM,
      CANVAS.width,
      CANVAS.height - WALL_BOTTOM,
      tiles ? shade(p.soft, -0.08) : p.floor,
    ),
  ];
  const colour = tiles ? shade(p.soft, -0.2) : p.floorLine;
  for (let y = WALL_BOTTOM + 34; y < CANVAS.height; y += 36 + (y - WALL_BOTTOM) / 6)
    out.push(line(0, y, CANVAS.width, y, colour));
  if (tiles)
    for (let x = 0; x < CANVAS.width; x += 80)
      out.push(line(x, WALL_BOTTOM, x, CANVAS.height, colour));
  return out;
}

function windowOnto(view: View, x: number, p: RoomPalette): string[] {
  const [w, h, top] = [260, 260, 110];
  const out = [rect(x - 12, top - 12, w + 24, h + 24, "#f6f4ef"), rect(x, top, w, h, "url(#view)")];
  if (view === "city") {
    for (let i = 0; i < 5; i++)
      out.push(
        rect(x + i * 54, top + 120 - ((i * 37) % 70), 46, h - 120 + ((i * 37) % 70), "#aab6c2"),
      );
  } else {
    out.push(
      rect(x, top + 190, w, 70, "#8fb173"),
      circle(x + 70, top + 170, 55, "#5d8a4c"),
      circle(x + 200, top + 185, 45, "#6b9a55"),
    );
  }
  out.push(
    line(x + w / 2, top, x + w / 2, top + h, "#f6f4ef", 8),
    line(x, top + h / 2, x + w, top + h / 2, "#f6f4ef", 8),
  );
  out.push(
    rect(x - 40, top - 30, 34, h + 90, p.soft),
    rect(x + w + 6, top - 30, 34, h + 90, p.soft),
  );
  return out;
}

/** What the room picture shows, in words: its alt text. */
export function describeInterior(plan: InteriorPlan): string {
  const p = plan.palette.name;
  const view = plan.view === "city" ? "a city view" : "a garden view";
  switch (plan.room) {
    case "living room":
      return `Living room in ${p} with a sofa and ${view}`;
    case "kitchen":
      return `Kitchen in ${p} with fitted cabinets${plan.variantFeature ? ", an island" : ""} and ${view}`;
    case "bedroom":
      return `Bedroom in ${p} with a double bed and ${view}`;
    case "bathroom":
      return `Bathroom in ${p} with ${plan.variantFeature ? "a bathtub" : "a walk-in shower"} and ${view}`;
  }
}

import { type Colour, shade } from "./palette";
import { GROUND_Y, garden } from "./scenery";
import { line, path, poly, rect } from "./svg";

export type RoofShape = "gabled" | "hipped" | "flat";

/** What the house-like drawings need to know; see ExteriorPlan for what each means. */
export interface HouseLook {
  storeys: number;
  wall: Colour;
  roof: Colour;
  roofShape: RoofShape;
  door: string;
  x: number;
  width: number;
  garage: number;
  garden: boolean;
  shutters: boolean;
  arched: boolean;
  chimney: boolean;
  foliage: string;
  flowers: string;
}

const TRIM = "#f7f5f0";
const FLOOR_H = 120;

export const glassDefs = () =>
  '<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#cfe2ec"/><stop offset="1" stop-color="#88a9bf"/></linearGradient>';

function window(cx: number, top: number, w: number, h: number, look: HouseLook): string[] {
  const out: string[] = [];
  if (look.shutters) {
    out.push(rect(cx - w / 2 - 22, top, 18, h, look.door));
    out.push(rect(cx + w / 2 + 4, top, 18, h, look.door));
  }
  if (look.arched) {
    const r = w / 2;
    const d = (grow: number) =>
      `M${cx - r - grow},${top + h + grow} V${top + r} A${r + grow},${r + grow} 0 0 1 ${cx + r + grow},${top + r} V${top + h + grow} Z`;
    out.push(path(d(5), TRIM), path(d(0), "url(#glass)"));
  } else {
    out.push(rect(cx - w / 2 - 5, top - 5, w + 10, h + 10, TRIM));
    out.push(rect(cx - w / 2, top, w, h, "url(#glass)"));
  }
  out.push(line(cx, top + (look.arched ? w / 2 : 0), cx, top + h, TRIM, 4));
  out.push(line(cx - w / 2, top + h * 0.55, cx + w / 2, top + h * 0.55, TRIM, 4));
  return out;
}

function door(cx: number, look: HouseLook): string[] {
  return [
    rect(cx - 38, GROUND_Y - 112, 76, 112, TRIM),
    rect(cx - 31, GROUND_Y - 105, 62, 105, look.door),
    rect(cx + 18, GROUND_Y - 55, 6, 6, "#d8c28a"),
    rect(cx - 50, GROUND_Y - 2, 100, 12, "#cfc8bb"),
  ];
}

function roof(left: number, right: number, top: number, look: HouseLook): string[] {
  const w = right - left;
  const h = Math.min(170, Math.max(90, w * 0.3));
  const edge = shade(look.roof.hex, -0.2);
  const chimney = look.chimney
    ? [rect(right - w * 0.28, top - h * 0.85, 34, h * 0.7, shade(look.wall.hex, -0.3))]
    : [];
  if (look.roofShape === "flat") {
    return [
      rect(left - 14, top - 26, w + 28, 28, look.roof.hex),
      rect(left - 14, top - 4, w + 28, 6, edge),
    ];
  }
  if (look.roofShape === "hipped") {
    return [
      ...chimney,
      poly(
        [
          [left - 28, top + 4],
          [right + 28, top + 4],
          [right - w * 0.22, top - h * 0.72],
          [left + w * 0.22, top - h * 0.72],
        ],
        look.roof.hex,
      ),
      rect(left - 28, top - 2, w + 56, 8, edge),
    ];
  }
  return [
    ...chimney,
    poly(
      [
        [left - 30, top + 4],
        [right + 30, top + 4],
        [(left + right) / 2, top - h],
      ],
      look.roof.hex,
    ),
    rect(left - 30, top - 2, w + 60, 8, edge),
  ];
}

function garage(left: number, look: HouseLook): string[] {
  const w = 120 + 70 * (look.garage - 1);
  const h = 125;
  const top = GROUND_Y - h;
  const doorW = w - 40;
  const out = [
    rect(left, top, w, h, shade(look.wall.hex, -0.06)),
    rect(left - 10, top - 18, w + 20, 20, look.roof.hex),
    rect(left + 20, top + 30, doorW, h - 30, "#eeebe4"),
  ];
  for (let y = top + 48; y < GROUND_Y; y += 19)
    out.push(line(left + 20, y, left + 20 + doorW, y, "#cfcac0", 3));
  out.push(
    poly(
      [
        [left + 18, GROUND_Y],
        [left + 22 + doorW, GROUND_Y],
        [left + doorW + 90, 752],
        [left - 40, 752],
      ],
      "#a3a29d",
    ),
  );
  return out;
}

/** A townhouse's own garage door, under its upper floors. */
function garageDoor(cx: number, w: number): string[] {
  const top = GROUND_Y - 92;
  const out = [
    rect(cx - w / 2 - 5, top - 5, w + 10, 97, TRIM),
    rect(cx - w / 2, top, w, 92, "#eeebe4"),
  ];
  for (let y = top + 18; y < GROUND_Y; y += 18)
    out.push(line(cx - w / 2, y, cx + w / 2, y, "#cfcac0", 3));
  return out;
}

/** A detached house or villa: body, roof, windows per floor, door, garage and front garden. */
export function house(look: HouseLook): string[] {
  const { storeys, width } = look;
  const left = look.x - width / 2;
  const right = left + width;
  const top = GROUND_Y - storeys * FLOOR_H;
  const out = [
    ...roof(left, right, top, look),
    rect(left, top, width, storeys * FLOOR_H, look.wall.hex),
    rect(left, GROUND_Y - 14, width, 14, shade(look.wall.hex, -0.25)),
  ];
  const slots = Math.max(3, Math.floor(width / 120));
  const step = width / slots;
  const doorSlot = Math.floor(slots / 2);
  for (let floor = 0; floor < storeys; floor++) {
    const floorTop = GROUND_Y - (floor + 1) * FLOOR_H;
    for (let slot = 0; slot < slots; slot++) {
      const cx = left + step * (slot + 0.5);
      if (floor === 0 && slot === doorSlot) out.push(...door(cx, look));
      else out.push(...window(cx, floorTop + 24, 58, 72, look));
    }
  }
  const doorX = left + step * (doorSlot + 0.5);
  out.push(
    poly(
      [
        [doorX - 40, GROUND_Y + 10],
        [doorX + 40, GROUND_Y + 10],
        [doorX + 70, 752],
        [doorX - 70, 752],
      ],
      "#dcd5c7",
    ),
  );
  if (look.garden) {
    out.push(...garden(left, doorX - 55, look.foliage, look.flowers));
    out.push(...garden(doorX + 55, right, look.foliage, look.flowers));
  }
  if (look.garage > 0) out.push(...garage(right, look));
  return out;
}

/** Attached homes side by side, each its own shade of the paint, each with a door. */
export function townhouses(look: HouseLook, units: number): string[] {
  const unitW = look.width / units;
  const left = look.x - look.width / 2;
  const out: string[] = [];
  for (let i = 0; i < units; i++) {
    const wall = {
      ...look.wall,
      hex: shade(look.wall.hex, i % 2 === 0 ? 0 : i % 4 === 1 ? -0.1 : 0.12),
    };
    const unitLook: HouseLook = { ...look, wall, garage: 0, chimney: false };
    const x = left + unitW * (i + 0.5);
    const unitLeft = x - unitW / 2;
    const top = GROUND_Y - look.storeys * FLOOR_H;
    out.push(...roof(unitLeft + 24, unitLeft + unitW - 24, top, unitLook));
    out.push(rect(unitLeft, top, unitW, look.storeys * FLOOR_H, wall.hex));
    out.push(rect(unitLeft, GROUND_Y - 14, unitW, 14, shade(wall.hex, -0.25)));
    out.push(line(unitLeft, top, unitLeft, GROUND_Y, shade(wall.hex, -0.2), 3));
    for (let floor = 0; floor < look.storeys; floor++) {
      const floorTop = GROUND_Y - (floor + 1) * FLOOR_H;
      if (floor === 0) {
        out.push(...door(x - unitW * 0.2, unitLook));
        out.push(
          ...(look.garage > 0
            ? garageDoor(x + unitW * 0.22, Math.min(110, unitW * 0.4))
            : window(x + unitW * 0.22, floorTop + 24, 54, 70, unitLook)),
        );
      } else {
        out.push(...window(x - unitW * 0.2, floorTop + 24, 54, 70, unitLook));
        out.push(...window(x + unitW * 0.22, floorTop + 24, 54, 70, unitLook));
      }
    }
    if (look.garden)
      out.push(...garden(x + unitW * 0.02, x + unitW * 0.45, look.foliage, look.flowers));
  }
  return out;
}

/** A block of flats: floors of windows, balconies if it has them, a glazed entrance. */
export function building(look: HouseLook, balconies: boolean): string[] {
  const floorH = 64;
  const left = look.x - look.width / 2;
  const height = look.storeys * floorH + 30;
  const top = GROUND_Y - height;
  const out = [
    rect(left, top, look.width, height, look.wall.hex),
    rect(left - 10, top - 16, look.width + 20, 18, look.roof.hex),
    rect(left + look.width * 0.6, top - 50, 90, 36, shade(look.wall.hex, -0.15)),
  ];
  const cols = Math.max(4, Math.floor(look.width / 95));
  const step = look.width / cols;
  for (let floor = 1; floor < look.storeys; floor++) {
    const y = GROUND_Y - 30 - (floor + 1) * floorH + 12;
    for (let col = 0; col < cols; col++) {
      const cx = left + step * (col + 0.5);
      out.push(rect(cx - 24, y, 48, 42, "url(#glass)"), line(cx, y, cx, y + 42, TRIM, 3));
      if (balconies && col % 2 === 0) {
        out.push(rect(cx - 36, y + 34, step + 24, 16, shade(look.roof.hex, 0.15), 'opacity="0.9"'));
      }
    }
  }
  const entry = look.x - 70;
  out.push(
    rect(left, GROUND_Y - 94, look.width, 6, shade(look.wall.hex, -0.2)),
    rect(entry, GROUND_Y - 84, 140, 84, "url(#glass)"),
    line(look.x, GROUND_Y - 84, look.x, GROUND_Y, TRIM, 4),
    rect(entry - 20, GROUND_Y - 100, 180, 14, look.door),
    poly(
      [
        [entry + 10, GROUND_Y],
        [entry + 130, GROUND_Y],
        [entry + 170, 752],
        [entry - 30, 752],
      ],
      "#dcd5c7",
    ),
  );
  for (const cx of [left + step * 0.5, left + look.width - step * 0.5]) {
    out.push(rect(cx - 40, GROUND_Y - 80, 80, 60, "url(#glass)"));
  }
  if (look.garden) out.push(...garden(left, entry - 20, look.foliage, look.flowers));
  return out;
}

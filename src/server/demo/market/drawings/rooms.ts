import type { InteriorPlan, Room } from "./interior";
import { type RoomPalette, shade } from "./palette";
import { CANVAS, circle, ellipse, line, poly, rect } from "./svg";

/** The furniture of each room, drawn over its wall and floor; `left` is clear of the window. */
export function plant(x: number, p: RoomPalette): string[] {
  return [
    ellipse(x - 22, 520, 20, 50, "#5d8a4c", `transform="rotate(-20 ${x - 22} 520)"`),
    ellipse(x + 22, 515, 20, 55, "#4e7b45", `transform="rotate(20 ${x + 22} 515)"`),
    ellipse(x, 500, 18, 60, "#6b9a55"),
    poly(
      [
        [x - 34, 560],
        [x + 34, 560],
        [x + 26, 630],
        [x - 26, 630],
      ],
      shade(p.accent, 0.3),
    ),
  ];
}

/** A framed abstract print: shapes only, no text. */
function print(x: number, y: number, w: number, h: number, p: RoomPalette): string[] {
  return [
    rect(x, y, w, h, p.wood),
    rect(x + 10, y + 10, w - 20, h - 20, "#f8f6f1"),
    circle(x + w * 0.38, y + h * 0.45, Math.min(w, h) * 0.22, p.accent, 'opacity="0.8"'),
    rect(x + w * 0.5, y + h * 0.35, w * 0.3, h * 0.42, shade(p.wall, -0.25)),
  ];
}

type RoomDrawing = (plan: InteriorPlan, left: number) => string[];

const livingRoom: RoomDrawing = ({ palette: p }, left) => {
  const [x, w] = [left + 60, 560];
  const lamp = left > 200 ? x - 110 : x + w + 110;
  return [
    ...print(x + 160, 150, 240, 170, p),
    ellipse(x + w / 2, 690, 380, 70, shade(p.soft, -0.1)),
    rect(x, 420, w, 90, shade(p.accent, -0.1)),
    rect(x - 30, 470, w + 60, 110, p.accent),
    rect(x - 40, 450, 60, 140, shade(p.accent, -0.15)),
    rect(x + w - 20, 450, 60, 140, shade(p.accent, -0.15)),
    rect(x + 40, 440, 110, 70, p.soft),
    rect(x + w - 150, 440, 110, 70, p.soft),
    rect(x + 130, 640, 300, 22, p.wood),
    rect(x + 150, 662, 16, 50, p.wood),
    rect(x + 394, 662, 16, 50, p.wood),
    line(lamp, 360, lamp, 580, shade(p.wood, -0.2), 6),
    poly(
      [
        [lamp - 35, 300],
        [lamp + 35, 300],
        [lamp + 55, 365],
        [lamp - 55, 365],
      ],
      p.soft,
    ),
  ];
};

const kitchen: RoomDrawing = ({ palette: p, variantFeature: island }, left) => {
  const counter = "#e9e5dd";
  const out = [
    rect(0, 480, CANVAS.width, 100, p.accent),
    rect(0, 466, CANVAS.width, 18, counter),
    rect(left, 110, 600, 170, p.accent),
    rect(left + 240, 300, 120, 60, shade(counter, -0.2)),
    rect(left + 250, 452, 100, 16, "#3b3b3b"),
  ];
  for (let x = 40; x < CANVAS.width; x += 150)
    out.push(
      rect(x + 55, 500, 40, 6, "#c8b68a"),
      line(x + 150, 484, x + 150, 580, shade(p.accent, -0.2)),
    );
  for (let x = left; x < left + 600; x += 150)
    out.push(line(x, 110, x, 280, shade(p.accent, -0.2)), rect(x + 65, 250, 20, 6, "#c8b68a"));
  if (island) {
    out.push(rect(330, 620, 540, 24, counter), rect(350, 644, 500, 110, shade(p.accent, 0.15)));
    for (const x of [420, 600, 780])
      out.push(
        rect(x - 28, 600, 56, 14, p.wood),
        line(x - 20, 614, x - 20, 690, p.wood, 5),
        line(x + 20, 614, x + 20, 690, p.wood, 5),
      );
  }
  for (const x of [480, 720])
    out.push(
      line(x, 0, x, 60, "#444", 2),
      poly(
        [
          [x - 34, 100],
          [x + 34, 100],
          [x + 18, 60],
          [x - 18, 60],
        ],
        p.wood,
      ),
    );
  return out;
};

const bedroom: RoomDrawing = ({ palette: p }, left) => {
  const x = left + 110;
  return [
    ...print(x + 120, 150, 200, 140, p),
    ellipse(x + 220, 720, 420, 60, shade(p.soft, -0.12)),
    rect(x - 20, 330, 480, 200, p.wood),
    rect(x - 40, 470, 520, 150, p.soft),
    rect(x - 40, 520, 520, 130, p.accent),
    rect(x + 20, 440, 170, 70, "#f8f6f1"),
    rect(x + 250, 440, 170, 70, "#f8f6f1"),
    rect(x - 150, 500, 90, 100, p.wood),
    rect(x + 500, 500, 90, 100, p.wood),
    poly(
      [
        [x - 135, 440],
        [x - 75, 440],
        [x - 85, 490],
        [x - 125, 490],
      ],
      p.soft,
    ),
    poly(
      [
        [x + 515, 440],
        [x + 575, 440],
        [x + 565, 490],
        [x + 525, 490],
      ],
      p.soft,
    ),
  ];
};

const bathroom: RoomDrawing = ({ palette: p, variantFeature: tub }, left) => {
  const out = [
    rect(left + 40, 120, 220, 200, "#dfe9ee"),
    rect(left + 30, 110, 240, 10, p.wood),
    rect(left + 20, 430, 260, 170, p.wood),
    ellipse(left + 150, 420, 90, 20, "#fbfbfa"),
    rect(left + 330, 320, 40, 160, p.accent),
  ];
  if (tub)
    out.push(
      rect(left + 420, 470, 340, 130, "#fbfbfa", 'rx="40"'),
      rect(left + 420, 470, 340, 20, "#eceae5", 'rx="10"'),
    );
  else
    out.push(
      rect(left + 430, 130, 300, 470, "#cfe3ea", 'opacity="0.55"'),
      line(left + 430, 130, left + 430, 600, "#9aa7ad", 4),
    );
  return out;
};

/** Tiles half-way up the bathroom wall, behind the window. */
export function tiles(p: RoomPalette): string[] {
  const tile = shade(p.soft, -0.04);
  const out = [rect(0, 300, CANVAS.width, 260, tile)];
  for (let y = 300; y < 560; y += 52) out.push(line(0, y, CANVAS.width, y, shade(tile, -0.12)));
  for (let x = 0; x < CANVAS.width; x += 70) out.push(line(x, 300, x, 560, shade(tile, -0.12)));
  return out;
}

export const ROOM_DRAWINGS: Record<Room, RoomDrawing> = {
  "living room": livingRoom,
  kitchen,
  bedroom,
  bathroom,
};

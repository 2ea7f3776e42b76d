import { bush, groundShadow } from "./nature";
import { plant } from "./parts";
import type { PropertyStyle } from "./styles";
import { circle, ellipse, g, line, path, poly, rect, shade } from "./svg";

/** Garden furniture and props for the backyard scenes. */
export function pool() {
  const outer = [
    [470, 770],
    [1130, 770],
    [1230, 960],
    [330, 960],
  ] as const;
  const inner = [
    [500, 782],
    [1100, 782],
    [1190, 945],
    [370, 945],
  ] as const;
  const ripples: string[] = [];
  for (let i = 0; i < 7; i++) {
    const y = 810 + i * 20;
    const x = 470 + (i % 3) * 120;
    ripples.push(
      path(`M ${x} ${y} q 30 -8 60 0 t 60 0`, "none", {
        stroke: "#ffffff",
        "stroke-width": 3,
        opacity: 0.5,
      }),
    );
  }
  return g([poly(outer, "#efe6d6"), poly(inner, "url(#water)"), ...ripples]);
}

export function lounger(x: number, y: number, colour: string) {
  return g([
    groundShadow(x + 60, y + 48, 110, 14),
    poly(
      [
        [x - 40, y],
        [x + 130, y],
        [x + 160, y + 30],
        [x - 20, y + 30],
      ],
      colour,
    ),
    poly(
      [
        [x - 40, y],
        [x - 10, y - 70],
        [x + 20, y - 70],
        [x - 10, y + 2],
      ],
      shade(colour, -0.1),
    ),
    rect(x - 20, y + 30, 8, 22, "#ffffff"),
    rect(x + 146, y + 30, 8, 22, "#ffffff"),
  ]);
}

export function raisedBed(x: number, y: number) {
  const parts = [rect(x, y, 220, 60, "#8a5a36"), rect(x, y, 220, 12, "#a9794f")];
  for (let xx = x + 25; xx < x + 220; xx += 40)
    parts.push(circle(xx, y - 2, 18, "#5c9a4a"), circle(xx + 8, y - 14, 12, "#7db85f"));
  return g(parts);
}

export function firePit(x: number, y: number, accent: string) {
  const chair = (cx: number, flip: number) =>
    g([
      poly(
        [
          [cx - 40 * flip, y - 20],
          [cx + 30 * flip, y - 20],
          [cx + 40 * flip, y + 30],
          [cx - 30 * flip, y + 30],
        ],
        accent,
      ),
      poly(
        [
          [cx - 40 * flip, y - 20],
          [cx - 60 * flip, y - 110],
          [cx - 5 * flip, y - 110],
          [cx + 5 * flip, y - 20],
        ],
        shade(accent, -0.15),
      ),
    ]);
  return g([
    chair(x - 170, 1),
    chair(x + 170, -1),
    ellipse(x, y + 20, 80, 24, "#777069"),
    ellipse(x, y + 10, 64, 16, "#4a3d35"),
    path(
      `M ${x - 30} ${y + 10} Q ${x - 20} ${y - 40} ${x} ${y - 60} Q ${x + 20} ${y - 30} ${x + 30} ${y + 10} Z`,
      "#f2a33a",
    ),
    path(
      `M ${x - 14} ${y + 10} Q ${x - 6} ${y - 20} ${x + 2} ${y - 34} Q ${x + 12} ${y - 14} ${x + 14} ${y + 10} Z`,
      "#ffd86b",
    ),
  ]);
}

/** Stone patio in the foreground with a table and a parasol. */
export function patio(style: PropertyStyle) {
  const accent = style.architecture === "villa" ? style.house.accent : style.interior.accent;
  const stone = style.architecture === "villa" ? "#e6d8bf" : "#cfc7b8";
  const parts = [
    poly(
      [
        [0, 880],
        [640, 880],
        [760, 1067],
        [0, 1067],
      ],
      stone,
    ),
  ];
  for (let y = 905; y < 1067; y += 34)
    parts.push(line(0, y, 640 + ((y - 880) / 187) * 120, y, shade(stone, -0.15), 2));
  for (let x = 80; x < 700; x += 110)
    parts.push(line(x, 880, x + 40, 1067, shade(stone, -0.15), 2));
  const cx = 300;
  parts.push(
    groundShadow(cx, 1010, 170, 22),
    rect(cx - 5, 700, 10, 260, "#e8e2d6"),
    path(`M ${cx - 230} 740 Q ${cx} 640 ${cx + 230} 740 Z`, accent),
    path(
      `M ${cx - 230} 740 Q ${cx - 115} 700 ${cx} 740 Q ${cx + 115} 700 ${cx + 230} 740`,
      shade(accent, -0.15),
    ),
    ellipse(cx, 930, 130, 26, "#f4f1ea"),
    rect(cx - 8, 930, 16, 80, "#3b3b3b"),
    chairShape(cx - 200, 960, style.interior.wood),
    chairShape(cx + 200, 960, style.interior.wood),
  );
  return g(parts);
}

export function chairShape(x: number, y: number, colour: string) {
  return g([
    rect(x - 40, y - 110, 80, 80, colour),
    rect(x - 50, y - 30, 100, 16, shade(colour, -0.1)),
    rect(x - 46, y - 14, 10, 60, shade(colour, -0.25)),
    rect(x + 36, y - 14, 10, 60, shade(colour, -0.25)),
  ]);
}

export function planter(x: number, y: number, leaf: string, trim: string) {
  return g([
    rect(x - 90, y, 180, 90, shade(trim, -0.2)),
    bush(x, y + 8, 52, leaf),
    bush(x - 50, y + 6, 34, shade(leaf, 0.15)),
  ]);
}

export function outdoorSofa(x: number, y: number, accent: string, wood: string) {
  const frame = shade(wood, -0.15);
  const trim = wood;
  return g([
    groundShadow(x + 240, y + 70, 300, 20),
    rect(x, y - 100, 480, 70, "#efeae0"),
    rect(x - 20, y - 40, 520, 70, "#f6f2ea"),
    rect(x - 40, y - 90, 40, 120, frame),
    rect(x + 480, y - 90, 40, 120, frame),
    rect(x - 40, y + 30, 560, 20, frame),
    rect(x + 50, y - 90, 80, 60, accent, { rx: 12 }),
    rect(x + 350, y - 90, 80, 60, shade(accent, -0.2), { rx: 12 }),
    groundShadow(x + 240, y + 150, 150, 12),
    rect(x + 100, y + 70, 280, 22, shade(trim, -0.1)),
    rect(x + 115, y + 92, 12, 58, shade(trim, -0.3)),
    rect(x + 353, y + 92, 12, 58, shade(trim, -0.3)),
  ]);
}

export function bistroSet(x: number, y: number, accent: string) {
  return g([
    groundShadow(x, y + 40, 200, 18),
    ellipse(x, y - 90, 90, 18, "#2f2f2f"),
    rect(x - 5, y - 90, 10, 130, "#2f2f2f"),
    rect(x - 40, y + 30, 80, 8, "#2f2f2f"),
    chairShape(x - 170, y + 30, accent),
    chairShape(x + 170, y + 30, accent),
    plant(x, y - 100, 40, "#ffffff", "#4f8a4b"),
  ]);
}

export function stringLights(x1: number, x2: number, top: number, sag: number) {
  const parts = [
    path(`M ${x1} ${top} Q ${(x1 + x2) / 2} ${sag + (sag - top)} ${x2} ${top}`, "none", {
      stroke: "#3b3b3b",
      "stroke-width": 3,
    }),
  ];
  for (let i = 1; i < 16; i++) {
    const t = i / 16;
    const x = (1 - t) * (1 - t) * x1 + 2 * (1 - t) * t * ((x1 + x2) / 2) + t * t * x2;
    const y = (1 - t) * (1 - t) * top + 2 * (1 - t) * t * (sag + (sag - top)) + t * t * top;
    parts.push(
      circle(x, y + 10, 14, "#fff1b8", { opacity: 0.35 }),
      circle(x, y + 10, 7, "#ffe27a"),
    );
  }
  return g(parts);
}

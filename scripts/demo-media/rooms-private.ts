import { plant, tilePattern } from "./parts";
import { BACK, box, onFloor, recede, roomShell, sideWindow, wallQuad } from "./room";
import type { PropertyStyle } from "./styles";
import { circle, document, ellipse, g, gradient, line, path, poly, rect, shade } from "./svg";

/** "Master bedroom": upholstered bed between nightstands and lamps, art, rug, bench, window. */
export function bedroom(style: PropertyStyle): string {
  const c = style.interior;
  const shell = roomShell(c);
  const panel = shade(c.accent, 0.55);
  const headboard = shade(c.accent, -0.05);
  const bedTop = poly(
    [
      [520, 700],
      [1080, 700],
      [1150, 840],
      [450, 840],
    ],
    c.fabric,
  );
  const bed = g([
    ellipse(800, 960, 420, 30, "#000000", { opacity: 0.12 }),
    path(
      "M 520 720 L 520 500 Q 520 450 570 450 L 1030 450 Q 1080 450 1080 500 L 1080 720 Z",
      headboard,
    ),
    ...[600, 680, 760, 840, 920, 1000].map((x) => line(x, 470, x, 700, shade(headboard, -0.12), 3)),
    rect(560, 620, 220, 90, "#ffffff", { rx: 20 }),
    rect(820, 620, 220, 90, "#ffffff", { rx: 20 }),
    rect(620, 660, 150, 70, shade(c.accent2, 0.1), { rx: 16 }),
    rect(830, 660, 150, 70, shade(c.accent2, 0.1), { rx: 16 }),
    bedTop,
    poly(
      [
        [488, 770],
        [1112, 770],
        [1150, 840],
        [450, 840],
      ],
      c.accent,
    ),
    rect(450, 840, 700, 70, shade(c.fabric, -0.1)),
    rect(450, 840, 700, 18, shade(c.accent, -0.1)),
    rect(470, 910, 20, 30, c.wood),
    rect(1110, 910, 20, 30, c.wood),
  ]);
  const stand = (x: number) =>
    g([
      box(x, x + 120, 640, 770, 0.05, c.wood),
      line(x, 705, x + 120, 705, shade(c.wood, -0.25), 3),
      circle(x + 60, 672, 5, c.metal),
      circle(x + 60, 738, 5, c.metal),
      ellipse(x + 60, 560, 80, 40, "#fff4c8", { opacity: 0.3 }),
      rect(x + 52, 560, 16, 80, c.metal),
      path(
        `M ${x + 20} 570 L ${x + 100} 570 L ${x + 86} 510 L ${x + 34} 510 Z`,
        shade(c.fabric, 0.5),
      ),
    ]);
  const art = g([
    rect(610, 230, 380, 170, c.trim),
    rect(624, 244, 352, 142, shade(c.accent2, 0.65)),
    path("M 624 386 Q 720 300 800 350 T 976 320 L 976 386 Z", shade(c.accent, 0.2)),
    circle(900, 290, 26, c.accent2),
  ]);
  const rug = poly(
    [onFloor(380, 820), onFloor(1220, 820), onFloor(1220, 1040), onFloor(380, 1040)],
    shade(c.accent2, 0.55),
  );
  const bench = g([
    box(560, 1040, 975, 1010, 0.04, shade(c.accent, 0.2)),
    rect(580, 1010, 16, 57, c.wood),
    rect(1004, 1010, 16, 57, c.wood),
  ]);
  const curtains = g([
    wallQuad(-1, 1.02, 1.09, 200, 730, shade(c.fabric, -0.05)),
    wallQuad(-1, 1.33, 1.41, 200, 730, shade(c.fabric, -0.05)),
  ]);
  return document(shell.defs, [
    shell.body,
    rect(470, BACK.y1, 660, BACK.y2 - BACK.y1 - 16, panel),
    sideWindow(-1, c, style.palette.skyBottom),
    curtains,
    art,
    rug,
    stand(360),
    stand(1120),
    bed,
    bench,
    plant(1470, 1040, 170, shade(c.wood, -0.2), style.palette.foliage),
  ]);
}

/** "Bathroom": double vanity under mirrors, tiled shower behind glass, freestanding tub. */
export function bathroom(style: PropertyStyle): string {
  const c = style.interior;
  const shell = roomShell({ ...c, floorKind: "tile", floor: shade(c.tile, -0.08) });
  const defs = [
    ...shell.defs,
    tilePattern("bathTile", c.tile, shade(c.tile, -0.14), 48, 24, true),
    tilePattern("showerTile", shade(c.accent, 0.55), shade(c.accent, 0.3), 34, 34, false),
    gradient("mirror", [
      [0, "#e9f1f5"],
      [1, "#c6d6df"],
    ]),
  ];
  const { y2 } = BACK;
  const mirror = (x: number) =>
    g([
      rect(x - 4, 256, 168, 228, c.metal, { rx: 80 }),
      rect(x, 260, 160, 220, "url(#mirror)", { rx: 76 }),
      path(`M ${x + 40} 300 L ${x + 80} 280 L ${x + 30} 440 L ${x + 14} 420 Z`, "#ffffff", {
        opacity: 0.4,
      }),
    ]);
  const sconce = (x: number) =>
    g([
      ellipse(x, 330, 28, 60, "#fff4c8", { opacity: 0.35 }),
      rect(x - 10, 300, 20, 60, "#fff8e2", { rx: 8 }),
      rect(x - 3, 360, 6, 20, c.metal),
    ]);
  const sink = (x: number) =>
    g([
      ellipse(x, 586, 70, 14, "#ffffff"),
      path(`M ${x - 70} 586 Q ${x} 640 ${x + 70} 586 Z`, "#f4f4f4"),
      path(`M ${x} 586 L ${x} 540 Q ${x} 528 ${x + 14} 528 L ${x + 30} 528`, "none", {
        stroke: c.metal,
        "stroke-width": 7,
      }),
    ]);
  const vanity = g([
    box(300, 900, 610, y2, 0.03, c.cabinet),
    rect(290, 596, 620, 16, c.counter),
    line(600, 612, 600, y2, shade(c.cabinet, -0.2), 3),
    rect(440, 650, 60, 8, c.metal),
    rect(700, 650, 60, 8, c.metal),
    sink(450),
    sink(750),
  ]);
  const shower = g([
    rect(960, BACK.y1, BACK.x2 - 960, y2 - BACK.y1, "url(#showerTile)"),
    rect(1140, 250, 12, 60, c.metal),
    ellipse(1146, 316, 40, 10, c.metal),
    ...[0, 1, 2, 3, 4].map((i) =>
      line(1120 + i * 13, 330, 1108 + i * 16, 420, "#ffffff", 2, { opacity: 0.6 }),
    ),
    rect(1200, 520, 80, 14, c.metal),
    poly(
      [
        [960, 190],
        [1350, 190],
        [1420, 880],
        [930, 880],
      ],
      "#dff3fb",
      { opacity: 0.25 },
    ),
    line(960, 190, 930, 880, c.metal, 6),
    line(960, 190, 1350, 190, c.metal, 4),
    line(1000, 230, 985, 520, "#ffffff", 6, { opacity: 0.6 }),
  ]);
  const tubTop = 800;
  const tub = g([
    ellipse(330, 1000, 300, 26, "#000000", { opacity: 0.12 }),
    path(
      `M 60 ${tubTop} L 600 ${tubTop} Q 600 990 470 990 L 190 990 Q 60 990 60 ${tubTop} Z`,
      "#ffffff",
    ),
    ellipse(330, tubTop, 270, 26, "#e3ebef"),
    ellipse(330, tubTop + 4, 240, 18, "#bcd9e6"),
    path(`M 560 ${tubTop - 20} L 560 700 Q 560 680 580 680 L 620 680`, "none", {
      stroke: c.metal,
      "stroke-width": 10,
    }),
    rect(120, 990, 16, 20, c.metal),
    rect(520, 990, 16, 20, c.metal),
  ]);
  const towels = g([
    line(...recede([1500, 420], 0), ...recede([1500, 880], 0), c.wood, 10),
    line(1580, 400, 1580, 900, c.wood, 10),
    ...[480, 600, 720].map((y) => line(1500, y, 1580, y - 10, c.wood, 8)),
    rect(1496, 470, 90, 120, c.accent2, { rx: 6 }),
  ]);
  const mat = poly(
    [onFloor(380, 780), onFloor(760, 780), onFloor(760, 840), onFloor(380, 840)],
    shade(c.accent, 0.4),
  );
  return document(defs, [
    shell.body,
    rect(BACK.x1, 420, 710, y2 - 420 - 16, "url(#bathTile)"),
    mirror(370),
    mirror(670),
    sconce(600),
    sconce(300),
    sconce(890),
    mat,
    vanity,
    plant(870, 596, 50, c.trim, style.palette.foliage),
    shower,
    tub,
    towels,
  ]);
}

import { plant, tilePattern } from "./parts";
import { backWindow, box, onFloor, roomShell, sideWindow } from "./room";
import type { PropertyStyle } from "./styles";
import { circle, document, ellipse, g, line, path, poly, rect, shade } from "./svg";

/** "Living room": sofa under art, rug, coffee table, armchair, plants and a sunny window. */
export function livingRoom(style: PropertyStyle): string {
  const c = style.interior;
  const shell = roomShell(c, { brickBack: !!c.brickWall });
  const fabric = c.fabric;
  const rug = poly(
    [onFloor(420, 790), onFloor(1180, 790), onFloor(1180, 1000), onFloor(420, 1000)],
    shade(c.accent, 0.35),
  );
  const rugBorder = poly(
    [onFloor(450, 800), onFloor(1150, 800), onFloor(1150, 985), onFloor(450, 985)],
    "none",
    {
      stroke: shade(c.accent, 0.1),
      "stroke-width": 6,
    },
  );
  const art = [
    g([
      rect(560, 300, 200, 150, c.trim),
      rect(572, 312, 176, 126, shade(c.accent2, 0.6)),
      circle(640, 380, 40, c.accent2),
      rect(650, 360, 80, 66, c.accent, { opacity: 0.8 }),
    ]),
    g([
      rect(790, 270, 250, 190, c.trim),
      rect(802, 282, 226, 166, shade(c.accent, 0.7)),
      path("M 802 448 L 880 340 L 950 420 L 990 370 L 1028 448 Z", c.accent),
      circle(980, 320, 22, c.accent2),
    ]),
  ];
  const sofa = g([
    box(480, 1120, 560, 660, 0.05, shade(fabric, -0.05)),
    box(470, 1130, 660, 760, 0.1, fabric, shade(fabric, 0.1)),
    box(440, 510, 610, 760, 0.12, shade(fabric, -0.1)),
    box(1090, 1160, 610, 760, 0.12, shade(fabric, -0.1)),
    line(690, 660, 690, 700, shade(fabric, -0.2), 3),
    line(910, 660, 910, 700, shade(fabric, -0.2), 3),
    rect(540, 590, 110, 90, c.accent, { rx: 18 }),
    rect(950, 590, 110, 90, c.accent2, { rx: 18 }),
    rect(660, 605, 90, 75, shade(fabric, 0.3), { rx: 16 }),
    rect(490, 760, 14, 20, c.wood),
    rect(1096, 760, 14, 20, c.wood),
  ]);
  const table = g([
    ellipse(800, 935, 200, 22, "#000000", { opacity: 0.12 }),
    box(630, 970, 860, 884, 0.09, c.wood, shade(c.wood, 0.15)),
    rect(650, 884, 14, 50, shade(c.wood, -0.25)),
    rect(936, 884, 14, 50, shade(c.wood, -0.25)),
    rect(700, 826, 120, 16, c.accent2),
    rect(712, 812, 96, 14, shade(c.accent, 0.3)),
    ellipse(900, 836, 34, 10, c.trim),
  ]);
  const armchair = g([
    ellipse(1350, 1030, 170, 20, "#000000", { opacity: 0.12 }),
    box(1220, 1480, 720, 860, 0.06, shade(c.accent, -0.05)),
    box(1200, 1500, 860, 960, 0.1, c.accent),
    box(1180, 1250, 800, 980, 0.1, shade(c.accent, -0.15)),
    rect(1220, 980, 14, 40, c.wood),
    rect(1460, 980, 14, 40, c.wood),
  ]);
  const lamp = g([
    rect(1230, 330, 6, 420, c.metal),
    ellipse(1233, 745, 40, 8, c.metal),
    path("M 1190 330 L 1276 330 L 1256 270 L 1210 270 Z", shade(c.trim, -0.04)),
    ellipse(1233, 340, 70, 20, "#fff4c8", { opacity: 0.35 }),
  ]);
  const sideTable = g([
    box(330, 430, 660, 750, 0.08, c.wood),
    plant(380, 660, 70, c.trim, style.palette.foliage),
  ]);
  return document(shell.defs, [
    shell.body,
    sideWindow(-1, c, style.palette.skyBottom),
    ...art,
    lamp,
    rug,
    rugBorder,
    sideTable,
    sofa,
    table,
    armchair,
    plant(150, 1030, 190, shade(c.wood, -0.2), style.palette.foliage),
  ]);
}

/** "Kitchen": wall of cabinets round a window over the sink, range and hood, island with stools. */
export function kitchen(style: PropertyStyle): string {
  const c = style.interior;
  const shell = roomShell(c);
  const window = backWindow("kitchenView", 690, 215, 220, 210, c, {
    sky: style.palette.skyBottom,
    leaf: style.palette.foliage,
  });
  const defs = [
    ...shell.defs,
    ...window.defs,
    tilePattern("splash", c.tile, shade(c.tile, -0.12), 40, 20, true),
  ];
  const handle = shade(c.metal, 0.1);
  const uppers = [
    [380, 520],
    [520, 650],
    [950, 1080],
    [1220, 1350],
  ].map(([x1, x2]) =>
    g([
      rect(x1 ?? 0, 170, (x2 ?? 0) - (x1 ?? 0), 230, c.cabinet),
      rect((x1 ?? 0) + 6, 176, (x2 ?? 0) - (x1 ?? 0) - 12, 218, "none", {
        stroke: shade(c.cabinet, -0.12),
        "stroke-width": 3,
      }),
      rect((x2 ?? 0) - 24, 350, 8, 30, handle),
    ]),
  );
  const lowers: string[] = [box(380, 1350, 610, 740, 0.02, c.cabinet)];
  for (let x = 380; x + 121 <= 1350; x += 121) {
    lowers.push(line(x, 612, x, 740, shade(c.cabinet, -0.18), 3), rect(x + 50, 626, 24, 7, handle));
  }
  const fridge = g([
    box(252, 380, 170, 740, 0.02, "#c8ccd0"),
    line(252, 380, 380, 380, "#9aa1a8", 3),
    rect(360, 250, 8, 100, "#8b9299"),
    rect(360, 420, 8, 120, "#8b9299"),
  ]);
  const range = g([
    rect(1085, 612, 130, 128, "#3a3d41"),
    rect(1095, 640, 110, 70, "#1f2124"),
    rect(1095, 625, 110, 8, "#8b9299"),
    path("M 1070 400 L 1230 400 L 1200 340 L 1100 340 Z", c.metal),
    rect(1125, 170, 50, 170, c.metal),
  ]);
  const counter = g([
    poly(
      [
        [372, 600],
        [1358, 600],
        [1354, 610],
        [376, 610],
      ],
      c.counter,
    ),
    rect(372, 594, 986, 10, c.counter),
  ]);
  const sink = g([
    rect(740, 596, 120, 10, shade(c.counter, -0.25)),
    path("M 800 596 L 800 560 Q 800 545 815 545 L 830 545", "none", {
      stroke: c.metal,
      "stroke-width": 6,
    }),
  ]);
  const island = g([
    ellipse(800, 1035, 440, 26, "#000000", { opacity: 0.12 }),
    box(430, 1170, 820, 1000, 0.12, shade(c.cabinet, -0.06), c.counter, shade(c.cabinet, -0.2)),
    rect(415, 806, 770, 18, c.counter),
    ...[520, 700, 880, 1060].map((x) =>
      rect(x, 850, 80, 120, "none", { stroke: shade(c.cabinet, -0.2), "stroke-width": 3 }),
    ),
    ellipse(640, 790, 46, 12, "#ffffff"),
    circle(620, 778, 14, c.accent2),
    circle(650, 774, 14, "#9fc46b"),
    circle(636, 762, 12, "#f2c14e"),
    plant(980, 806, 60, c.trim, style.palette.foliage),
  ]);
  const seat = c.accent === c.cabinet ? c.accent2 : c.accent;
  const stools = [560, 800, 1040].map((x) =>
    g([
      line(x - 40, 905, x - 52, 1067, c.metal, 6),
      line(x + 40, 905, x + 52, 1067, c.metal, 6),
      line(x - 44, 990, x + 44, 990, c.metal, 4),
      rect(x - 60, 880, 120, 28, seat, { rx: 10 }),
      rect(x - 56, 820, 112, 60, shade(seat, -0.1), { rx: 12 }),
    ]),
  );
  const pendants = [560, 800, 1040].map((x) =>
    g([
      line(x, 0, x, 250, c.metal, 3),
      ellipse(x, 300, 90, 14, "#fff4c8", { opacity: 0.35 }),
      path(`M ${x - 55} 300 Q ${x - 50} 250 ${x} 248 Q ${x + 50} 250 ${x + 55} 300 Z`, c.metal),
      ellipse(x, 300, 20, 6, "#fff1b0"),
    ]),
  );
  return document(defs, [
    shell.body,
    rect(380, 400, 970, 200, "url(#splash)"),
    window.body,
    ...uppers,
    fridge,
    ...lowers,
    range,
    counter,
    sink,
    island,
    ...stools,
    ...pendants,
  ]);
}

import { door, garageDoor, siding, windowPane } from "./parts";
import type { HouseColours } from "./styles";
import { g, line, path, poly, rect, shade } from "./svg";

/** Detached houses, drawn standing on y = 820. */
export const HOUSE_BASE = 820;
const BASE = HOUSE_BASE;

export function farmhouse(c: HouseColours) {
  const batten = shade(c.body, -0.08);
  const win = { frame: c.trim, glass: c.glass, cols: 2, rows: 2, frameWidth: 9 };
  return g([
    // Side-gabled main block behind a front-gabled wing.
    poly(
      [
        [250, 515],
        [430, 330],
        [1000, 330],
        [1150, 515],
      ],
      c.roof,
    ),
    rect(290, 505, 820, BASE - 505, c.body),
    siding(290, 505, 820, BASE - 505, batten, 26, true),
    // Garage wing.
    poly(
      [
        [1085, 610],
        [1265, 470],
        [1450, 610],
      ],
      c.roof,
    ),
    rect(1110, 600, 310, BASE - 600, c.body),
    siding(1110, 600, 310, BASE - 600, batten, 26, true),
    poly(
      [
        [1140, 600],
        [1265, 505],
        [1390, 600],
      ],
      c.body,
    ),
    garageDoor(1145, 655, 240, BASE - 655, shade(c.body, -0.03), c.trim, c.glass),
    // Front gable with tall windows.
    rect(360, 410, 330, BASE - 410, c.body),
    siding(360, 410, 330, BASE - 410, batten, 26, true),
    poly(
      [
        [330, 420],
        [525, 245],
        [720, 420],
        [690, 420],
        [525, 275],
        [360, 420],
      ],
      c.roof,
    ),
    poly(
      [
        [360, 420],
        [525, 275],
        [690, 420],
      ],
      c.body,
    ),
    windowPane(500, 320, 50, 60, { ...win, cols: 1, rows: 1 }),
    windowPane(410, 460, 90, 130, win),
    windowPane(550, 460, 90, 130, win),
    windowPane(410, 640, 90, 150, win),
    windowPane(550, 640, 90, 150, win),
    // Upper windows of the main block.
    windowPane(780, 540, 100, 70, { ...win, rows: 1 }),
    windowPane(950, 540, 100, 70, { ...win, rows: 1 }),
    // Porch with a metal shed roof on timber posts.
    door(800, 655, 90, 150, c.door, c.trim, c.glass),
    windowPane(950, 665, 100, 120, win),
    poly(
      [
        [700, 615],
        [1110, 615],
        [1120, 645],
        [690, 645],
      ],
      c.roof,
    ),
    rect(720, 645, 16, BASE - 645, c.accent),
    rect(1080, 645, 16, BASE - 645, c.accent),
    rect(700, BASE - 14, 420, 14, shade(c.accent, -0.2)),
    // Chimney and lanterns.
    rect(900, 270, 60, 80, shade(c.roof, 0.15)),
    rect(900, 262, 60, 12, c.roof),
    rect(770, 690, 14, 26, c.trim),
    rect(905, 690, 14, 26, c.trim),
  ]);
}

export function craftsman(c: HouseColours) {
  const lap = shade(c.body, -0.12);
  const win = { frame: c.trim, glass: c.glass, cols: 1, rows: 2, frameWidth: 10 };
  const stone = shade(c.accent, 0.1);
  const stones: string[] = [];
  for (const [x, w] of [
    [540, 70],
    [1060, 70],
  ] as const) {
    stones.push(rect(x, 700, w, BASE - 700, stone));
    for (let yy = 712; yy < BASE; yy += 26)
      stones.push(
        line(x, yy, x + w, yy, shade(stone, -0.2), 2),
        line(
          x + ((yy / 26) % 2 ? 20 : 45),
          yy - 26,
          x + ((yy / 26) % 2 ? 20 : 45),
          yy,
          shade(stone, -0.2),
          2,
        ),
      );
  }
  const brackets = [420, 560, 1040, 1180].map((x) =>
    poly(
      [
        [x, 478],
        [x + 16, 478],
        [x + 16, 500],
        [x, 488],
      ],
      c.trim,
    ),
  );
  return g([
    rect(400, 470, 800, BASE - 470, c.body),
    siding(400, 470, 800, BASE - 470, lap, 20, false),
    // Low, wide front gable with shingles in the peak.
    poly(
      [
        [330, 482],
        [800, 250],
        [1270, 482],
        [1230, 482],
        [800, 282],
        [370, 482],
      ],
      c.roof,
    ),
    poly(
      [
        [370, 482],
        [800, 282],
        [1230, 482],
      ],
      shade(c.accent, 0.25),
    ),
    gableShingles(shade(c.accent, 0.05)),
    windowPane(740, 370, 120, 70, { ...win, cols: 3, rows: 1 }),
    rect(370, 478, 860, 12, c.trim),
    ...brackets,
    // Porch: its own gable on tapered columns standing on stone piers.
    poly(
      [
        [500, 585],
        [800, 455],
        [1100, 585],
      ],
      c.roof,
    ),
    poly(
      [
        [530, 585],
        [800, 475],
        [1070, 585],
      ],
      c.trim,
    ),
    poly(
      [
        [548, 582],
        [800, 488],
        [1052, 582],
      ],
      shade(c.accent, 0.3),
    ),
    rect(500, 585, 600, 22, c.trim),
    ...stones,
    poly(
      [
        [550, 607],
        [600, 607],
        [596, 700],
        [554, 700],
      ],
      c.trim,
    ),
    poly(
      [
        [1070, 607],
        [1120, 607],
        [1116, 700],
        [1074, 700],
      ],
      c.trim,
    ),
    windowPane(430, 560, 80, 170, win),
    windowPane(660, 640, 120, 130, { ...win, cols: 3, rows: 1 }),
    door(830, 630, 90, 175, c.door, c.trim, c.glass),
    windowPane(960, 640, 80, 130, win),
    windowPane(1110, 560, 60, 170, win),
    rect(520, BASE - 18, 560, 18, shade(c.trim, -0.25)),
    rect(780, BASE, 180, 12, shade(c.accent, -0.1)),
  ]);
}

/** Shingle courses inside the craftsman's gable peak, each cut to the triangle. */
function gableShingles(colour: string) {
  const lines: string[] = [];
  for (let y = 300; y < 482; y += 18) {
    const half = ((y - 282) / 200) * 430;
    lines.push(line(800 - half, y, 800 + half, y, colour, 2.5));
  }
  return g(lines);
}

export function villa(c: HouseColours) {
  const tile = shade(c.roof, -0.15);
  const win = { frame: c.trim, glass: c.glass, cols: 2, rows: 1, arch: true, frameWidth: 8 };
  const tiles = (x1: number, x2: number, top: number, bottom: number) => {
    const lines: string[] = [];
    for (let x = x1; x <= x2; x += 22)
      lines.push(line(x, top, x + (x - (x1 + x2) / 2) * 0.15, bottom, tile, 2));
    return g(lines);
  };
  return g([
    // One-storey wings.
    poly(
      [
        [130, 575],
        [210, 515],
        [420, 515],
        [440, 575],
      ],
      c.roof,
    ),
    tiles(215, 420, 520, 572),
    rect(160, 570, 270, BASE - 570, shade(c.body, -0.04)),
    windowPane(215, 625, 70, 120, win),
    windowPane(320, 625, 70, 120, win),
    poly(
      [
        [1160, 575],
        [1180, 515],
        [1390, 515],
        [1470, 575],
      ],
      c.roof,
    ),
    tiles(1180, 1385, 520, 572),
    rect(1170, 570, 270, BASE - 570, shade(c.body, -0.04)),
    rect(1200, 640, 210, BASE - 640, shade(c.trim, 0.1)),
    siding(1200, 640, 210, BASE - 640, shade(c.trim, -0.1), 20, true),
    // Two-storey main house under a hipped tile roof.
    poly(
      [
        [360, 420],
        [500, 300],
        [1100, 300],
        [1240, 420],
      ],
      c.roof,
    ),
    tiles(500, 1100, 304, 418),
    rect(400, 412, 800, BASE - 412, c.body),
    rect(380, 408, 840, 14, shade(c.body, -0.15)),
    windowPane(460, 470, 80, 120, win),
    windowPane(600, 470, 80, 120, win),
    windowPane(920, 470, 80, 120, win),
    windowPane(1060, 470, 80, 120, win),
    windowPane(460, 650, 80, 130, win),
    windowPane(1060, 650, 80, 130, win),
    windowPane(600, 650, 80, 130, win),
    windowPane(920, 650, 80, 130, win),
    // Arched entry with a balcony above.
    path(`M 730 ${BASE} L 730 660 A 70 70 0 0 1 870 660 L 870 ${BASE} Z`, shade(c.body, -0.2)),
    path(`M 750 ${BASE} L 750 665 A 50 50 0 0 1 850 665 L 850 ${BASE} Z`, c.door),
    line(800, 620, 800, BASE, shade(c.door, -0.3), 3),
    rect(720, 560, 160, 14, shade(c.body, -0.15)),
    windowPane(760, 455, 80, 105, { ...win, cols: 2 }),
    ...[0, 1, 2, 3, 4, 5, 6, 7].map((i) =>
      line(726 + i * 21, 528, 726 + i * 21, 560, "#3b2a20", 3),
    ),
    line(720, 528, 880, 528, "#3b2a20", 4),
    rect(700, BASE, 200, 14, shade(c.body, -0.25)),
    // Terracotta pots by the door.
    path(`M 680 ${BASE} L 670 770 L 710 770 L 700 ${BASE} Z`, c.roof),
    path(`M 920 ${BASE} L 910 770 L 950 770 L 940 ${BASE} Z`, c.roof),
  ]);
}

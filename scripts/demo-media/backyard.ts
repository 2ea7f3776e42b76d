import { bush, landscape, lawn, palmTree, pineTree, roundTree } from "./nature";
import { brickPattern, plant, tilePattern } from "./parts";
import type { Boundary, PropertyStyle } from "./styles";
import { document, g, gradient, line, path, poly, rect, shade, W } from "./svg";
import {
  bistroSet,
  firePit,
  lounger,
  outdoorSofa,
  patio,
  planter,
  pool,
  raisedBed,
  stringLights,
} from "./yard-props";

const WALL_TOP: Record<Boundary, number> = {
  "wood-fence": 545,
  picket: 610,
  "stucco-wall": 575,
  "brick-wall": 500,
  railing: 600,
};
const GROUND = 700;

/** "Backyard": the garden (or, for flats, the shared terrace) seen from the back door. */
export function backyard(style: PropertyStyle): string {
  const p = style.palette;
  const c = style.house;
  const yard = style.backyard;
  const sky = landscape(p, 580, !yard.skyline);
  const defs = [
    ...sky.defs,
    gradient("water", [
      [0, "#7fd3e6"],
      [1, "#2f9fc4"],
    ]),
  ];
  const body = [sky.body];

  if (yard.skyline) body.push(skyline(c.trim, c.glass));
  else if (yard.pines)
    body.push(
      ...[90, 300, 520, 1120, 1330, 1530].map((x, i) =>
        pineTree(x, 640, 380 + (i % 3) * 60, shade(p.foliage, -0.1 * (i % 2))),
      ),
    );
  else if (style.architecture === "villa")
    body.push(
      palmTree(260, 640, 420, p.foliage),
      palmTree(1380, 640, 460, p.foliage),
      roundTree(820, 620, 220, shade(p.foliage, 0.2)),
    );
  else
    body.push(
      ...[120, 420, 760, 1130, 1460].map((x, i) =>
        roundTree(x, 640, 300 + (i % 2) * 80, shade(p.foliage, 0.1 * (i % 2))),
      ),
    );

  const boundary = drawBoundary(yard.boundary, c.body, c.trim, c.accent, defs);
  body.push(boundary);

  if (yard.skyline) {
    defs.push(
      tilePattern("deck", style.interior.wood, shade(style.interior.wood, -0.3), 320, 24, true),
    );
    body.push(rect(0, GROUND, W, 1067 - GROUND, "url(#deck)"));
    body.push(...[140, 470, 1130, 1460].map((x) => planter(x, GROUND + 20, p.foliage, c.trim)));
    body.push(outdoorSofa(560, 900, c.accent, style.interior.wood));
    body.push(stringLights(180, 1420, 330, 430));
  } else if (yard.boundary === "brick-wall") {
    defs.push(tilePattern("pavers", "#cbc2b5", "#a99f92", 90, 45, true));
    body.push(rect(0, GROUND, W, 1067 - GROUND, "url(#pavers)"));
    body.push(bed(0, GROUND, W, p.foliage, "#e9a3b8"));
    body.push(
      plant(1420, 1000, 120, "#c4653d", p.foliage),
      plant(160, 1010, 110, c.trim, p.foliage),
    );
    body.push(bistroSet(800, 960, c.accent));
    body.push(stringLights(60, 1540, 360, 450));
  } else {
    const grass = lawn(p, GROUND);
    defs.push(...grass.defs);
    body.push(
      grass.body,
      bed(0, GROUND, W, p.foliage, style.architecture === "villa" ? "#d94f8a" : "#f2c14e"),
    );
    if (yard.pool) body.push(pool(), lounger(1180, 900, c.accent), lounger(1390, 930, c.accent));
    if (yard.pines)
      body.push(raisedBed(1130, 800), raisedBed(1360, 820), firePit(930, 930, c.door));
    body.push(patio(style));
  }
  return document(defs, body);
}

function drawBoundary(kind: Boundary, body: string, trim: string, accent: string, defs: string[]) {
  const top = WALL_TOP[kind];
  const parts: string[] = [];
  switch (kind) {
    case "wood-fence": {
      const wood = "#a9794f";
      for (let y = top; y < GROUND; y += 22)
        parts.push(
          rect(0, y, W, 18, shade(wood, ((y / 22) % 3) * -0.05)),
          rect(0, y + 18, W, 4, shade(wood, -0.35)),
        );
      for (let x = 60; x < W; x += 260)
        parts.push(rect(x, top - 10, 16, GROUND - top + 10, shade(wood, -0.2)));
      break;
    }
    case "picket": {
      parts.push(
        rect(0, top + 25, W, 10, shade(trim, -0.1)),
        rect(0, top + 65, W, 10, shade(trim, -0.1)),
      );
      for (let x = 6; x < W; x += 34)
        parts.push(
          poly(
            [
              [x, top + 12],
              [x + 11, top],
              [x + 22, top + 12],
              [x + 22, GROUND],
              [x, GROUND],
            ],
            trim,
          ),
        );
      break;
    }
    case "stucco-wall":
      parts.push(
        rect(0, top, W, GROUND - top, shade(body, -0.05)),
        rect(0, top - 14, W, 18, "#c4653d"),
      );
      for (let x = 0; x < W; x += 40)
        parts.push(line(x, top - 14, x, top + 4, shade("#c4653d", -0.2), 2));
      break;
    case "brick-wall":
      defs.push(brickPattern("yardBrick", body, shade(body, 0.35)));
      parts.push(
        rect(0, top, W, GROUND - top, "url(#yardBrick)"),
        rect(0, top - 16, W, 18, shade(trim, -0.15)),
      );
      parts.push(
        path(`M 0 ${top + 40} Q 400 ${top + 120} 700 ${top + 60} T 1600 ${top + 90}`, "none", {
          stroke: "#4f8a4b",
          "stroke-width": 14,
          opacity: 0.7,
        }),
      );
      break;
    case "railing":
      parts.push(rect(0, top, W, GROUND - top, "#dff1fb", { opacity: 0.45 }));
      for (let x = 0; x <= W; x += 200)
        parts.push(rect(x - 4, top, 8, GROUND - top, shade(accent, -0.5)));
      parts.push(rect(0, top - 8, W, 12, shade(trim, -0.3)));
      break;
  }
  return g(parts);
}

function skyline(trim: string, glass: string) {
  const parts: string[] = [];
  const blocks = [
    [0, 140, 330],
    [150, 120, 230],
    [280, 170, 390],
    [460, 110, 300],
    [580, 150, 180],
    [740, 120, 350],
    [870, 180, 260],
    [1060, 130, 400],
    [1200, 160, 210],
    [1370, 120, 330],
    [1500, 120, 270],
  ] as const;
  for (const [x, w, top] of blocks) {
    const tone = 0.35 + ((x / 10) % 3) * 0.08;
    parts.push(rect(x, top, w, 640 - top, shade(trim, tone)));
    for (let y = top + 24; y < 600; y += 34)
      for (let xx = x + 14; xx < x + w - 20; xx += 30)
        parts.push(rect(xx, y, 16, 18, shade(glass, 0.2)));
  }
  return g(parts);
}

/** A flower bed along the foot of the boundary. */
function bed(x: number, y: number, w: number, leaf: string, flower: string) {
  const parts = [rect(x, y - 6, w, 40, "#6b4a33")];
  for (let xx = x + 50; xx < x + w; xx += 150)
    parts.push(
      bush(xx, y + 22, 36 + ((xx / 150) % 2) * 8, shade(leaf, ((xx / 150) % 3) * 0.08), flower),
    );
  return g(parts);
}

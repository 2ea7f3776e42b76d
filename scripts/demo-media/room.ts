import { brickPattern, tilePattern } from "./parts";
import type { InteriorColours } from "./styles";
import { circle, g, gradient, H, line, type Point, poly, radial, rect, shade, W } from "./svg";

/** One-point perspective: the back wall and the vanishing point every receding edge meets. */
export const BACK = { x1: 250, x2: 1350, y1: 150, y2: 740 } as const;
export const VP: Point = [800, 445];

/** Moves a point towards the vanishing point by `k` (0 = stays, 1 = reaches it). */
export const recede = ([x, y]: Point, k: number): Point => [
  x + (VP[0] - x) * k,
  y + (VP[1] - y) * k,
];

/** A point on the floor: `u` is the x it would have at the foot of the back wall, `y` the screen row. */
export function onFloor(u: number, y: number): Point {
  const s = (y - VP[1]) / (BACK.y2 - VP[1]);
  return [VP[0] + (u - VP[0]) * s, y];
}

/**
 * A point on the left (side = -1) or right wall: `s` is how far towards the viewer (1 = back
 * corner, about 1.45 = picture edge), `v` the height at the back wall (BACK.y1 .. BACK.y2).
 */
export function onWall(side: -1 | 1, s: number, v: number): Point {
  const x = side < 0 ? BACK.x1 : BACK.x2;
  return [VP[0] + (x - VP[0]) * s, VP[1] + (v - VP[1]) * s];
}

/** A wall-mounted rectangle on a side wall, as a perspective quad. */
export function wallQuad(
  side: -1 | 1,
  s1: number,
  s2: number,
  v1: number,
  v2: number,
  fill: string,
  extra = {},
) {
  return poly(
    [onWall(side, s1, v1), onWall(side, s2, v1), onWall(side, s2, v2), onWall(side, s1, v2)],
    fill,
    extra,
  );
}

/**
 * A box standing in the room: its front face, its top receding towards the vanishing point by
 * `depth`, and the side face that faces the middle of the picture.
 */
export function box(
  x1: number,
  x2: number,
  top: number,
  bottom: number,
  depth: number,
  front: string,
  topFill = shade(front, 0.12),
  sideFill = shade(front, -0.12),
) {
  const a: Point = [x1, top];
  const b: Point = [x2, top];
  const parts = [];
  if (x2 < VP[0])
    parts.push(poly([b, recede(b, depth), recede([x2, bottom], depth), [x2, bottom]], sideFill));
  if (x1 > VP[0])
    parts.push(poly([a, recede(a, depth), recede([x1, bottom], depth), [x1, bottom]], sideFill));
  if (top > VP[1]) parts.push(poly([a, b, recede(b, depth), recede(a, depth)], topFill));
  parts.push(rect(x1, top, x2 - x1, bottom - top, front));
  return g(parts);
}

/** Walls, ceiling and floor of a room, with the floor's boards or tiles drawn in perspective. */
export function roomShell(c: InteriorColours, options: { brickBack?: boolean } = {}) {
  const defs = [
    gradient("floorShade", [
      [0, "#000000", 0.12],
      [1, "#000000", 0],
    ]),
    radial("wallLight", [
      [0, "#ffffff", 0.35],
      [1, "#ffffff", 0],
    ]),
  ];
  const backFill = options.brickBack && c.brickWall ? "url(#roomBrick)" : c.wall;
  if (options.brickBack && c.brickWall)
    defs.push(brickPattern("roomBrick", c.brickWall, shade(c.brickWall, 0.35), 0.9));
  const { x1, x2, y1, y2 } = BACK;
  const parts = [
    poly(
      [
        [0, 0],
        [W, 0],
        [x2, y1],
        [x1, y1],
      ],
      c.ceiling,
    ),
    poly(
      [
        [0, 0],
        [x1, y1],
        [x1, y2],
        [0, H],
      ],
      shade(c.wall, -0.07),
    ),
    poly(
      [
        [W, 0],
        [x2, y1],
        [x2, y2],
        [W, H],
      ],
      shade(c.wall, -0.03),
    ),
    rect(x1, y1, x2 - x1, y2 - y1, backFill),
    circle(800, 360, 520, "url(#wallLight)"),
    poly(
      [
        [x1, y2],
        [x2, y2],
        [W, H],
        [0, H],
      ],
      c.floor,
    ),
  ];
  const seam = shade(c.floor, -0.14);
  const floorOutline: Point[] = [
    [x1, y2],
    [x2, y2],
    [W, H],
    [0, H],
  ];
  defs.push(`<clipPath id="floorClip">${poly(floorOutline, "#000")}</clipPath>`);
  const seams: string[] = [];
  if (c.floorKind === "wood" || c.floorKind === "tile") {
    const step = c.floorKind === "wood" ? 55 : 110;
    for (let u = x1 - step * 6; u <= x2 + step * 6; u += step) {
      const [bx] = onFloor(u, H);
      seams.push(line(u, y2, bx, H, seam, 2));
    }
  }
  if (c.floorKind === "tile") {
    for (const y of [775, 830, 905, 1005]) seams.push(line(0, y, W, y, seam, 2));
  } else if (c.floorKind === "wood") {
    for (const [y, offset] of [
      [770, 0],
      [810, 1],
      [865, 0],
      [940, 1],
      [1040, 0],
    ] as const) {
      for (let u = x1 - 330 + offset * 100; u <= x2 + 330; u += 200) {
        const [ax] = onFloor(u, y);
        const [bx] = onFloor(u + 55, y);
        seams.push(line(ax, y, bx, y, seam, 2));
      }
    }
  } else {
    parts.push(
      poly(
        [
          [x1, y2],
          [x2, y2],
          [W, H],
          [0, H],
        ],
        "#ffffff",
        { opacity: 0.06 },
      ),
    );
  }
  parts.push(g(seams, { "clip-path": "url(#floorClip)" }));
  parts.push(poly(floorOutline, "url(#floorShade)"));
  // Skirting boards.
  parts.push(rect(x1, y2 - 16, x2 - x1, 16, c.trim));
  parts.push(
    poly(
      [onWall(-1, 1, y2 - 16), onWall(-1, 1.46, y2 - 16), onWall(-1, 1.46, y2), onWall(-1, 1, y2)],
      shade(c.trim, -0.06),
    ),
  );
  parts.push(
    poly(
      [onWall(1, 1, y2 - 16), onWall(1, 1.46, y2 - 16), onWall(1, 1.46, y2), onWall(1, 1, y2)],
      shade(c.trim, -0.04),
    ),
  );
  return { defs, body: g(parts) };
}

/** A window in a side wall with the sky behind it, and the patch of sunlight it throws. */
export function sideWindow(side: -1 | 1, c: InteriorColours, sky: string, frame = c.trim) {
  const [s1, s2, v1, v2] = [1.08, 1.34, 250, 600] as const;
  const panes = [
    wallQuad(side, s1 - 0.02, s2 + 0.02, v1 - 14, v2 + 14, frame),
    wallQuad(side, s1, s2, v1, v2, sky),
    wallQuad(side, s1, s1 + 0.06, v1, v2, "#ffffff", { opacity: 0.25 }),
    line(...onWall(side, (s1 + s2) / 2, v1), ...onWall(side, (s1 + s2) / 2, v2), frame, 8),
    line(...onWall(side, s1, (v1 + v2) / 2), ...onWall(side, s2, (v1 + v2) / 2), frame, 6),
  ];
  const [fx1, fx2] = side < 0 ? [80, 520] : [1080, 1520];
  const light = poly(
    [
      [fx1, 800],
      [fx1 + 150, 780],
      [fx2 + 60, 930],
      [fx2 - 120, 980],
    ],
    "#fff6d8",
    { opacity: 0.22 },
  );
  return g([...panes, light]);
}

/** A window in the back wall showing the garden outside; `id` names its clip path. */
export function backWindow(
  id: string,
  x: number,
  y: number,
  w: number,
  h: number,
  c: InteriorColours,
  outside: { sky: string; leaf: string },
) {
  const view = g(
    [
      rect(x, y, w, h, outside.sky),
      circle(x + w * 0.2, y + h * 0.95, w * 0.3, outside.leaf),
      circle(x + w * 0.75, y + h * 1.0, w * 0.38, shade(outside.leaf, -0.1)),
      rect(x, y + h * 0.88, w, h * 0.12, shade(outside.leaf, 0.2)),
      rect(x, y, w * 0.2, h, "#ffffff", { opacity: 0.18 }),
    ],
    { "clip-path": `url(#${id})` },
  );
  return {
    defs: [`<clipPath id="${id}"><rect x="${x}" y="${y}" width="${w}" height="${h}"/></clipPath>`],
    body: g([
      rect(x - 14, y - 14, w + 28, h + 28, c.trim),
      view,
      line(x + w / 2, y, x + w / 2, y + h, c.trim, 10),
      rect(x - 24, y + h + 14, w + 48, 12, shade(c.trim, -0.08)),
    ]),
  };
}

export function floorTiles(id: string, colour: string) {
  return tilePattern(id, colour, shade(colour, -0.15), 60, 30, true);
}

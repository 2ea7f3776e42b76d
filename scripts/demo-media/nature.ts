import type { Palette } from "./styles";
import { circle, ellipse, g, gradient, H, path, poly, radial, rect, shade, W } from "./svg";

/** Sky, sun, clouds and two layers of distant hills down to the horizon. */
export function landscape(p: Palette, horizon: number, hills = true) {
  const defs = [
    gradient("sky", [
      [0, p.skyTop],
      [1, p.skyBottom],
    ]),
    radial("sunGlow", [
      [0, p.sun, 0.9],
      [0.35, p.sun, 0.5],
      [1, p.sun, 0],
    ]),
  ];
  const far = shade(p.foliage, 0.45);
  const near = shade(p.foliage, 0.25);
  const body = [
    rect(0, 0, W, horizon + 40, "url(#sky)"),
    circle(1270, 170, 190, "url(#sunGlow)"),
    circle(1270, 170, 62, p.sun),
    cloud(260, 150, 1.1),
    cloud(760, 95, 0.8),
    cloud(1480, 300, 0.7),
  ];
  if (hills) {
    body.push(
      path(
        `M0 ${horizon - 60} C 220 ${horizon - 150}, 420 ${horizon - 40}, 640 ${horizon - 95} S 1080 ${horizon - 170}, 1300 ${horizon - 80} S 1520 ${horizon - 120}, ${W} ${horizon - 90} L ${W} ${horizon + 40} L 0 ${horizon + 40} Z`,
        far,
      ),
      path(
        `M0 ${horizon - 10} C 300 ${horizon - 70}, 500 ${horizon}, 820 ${horizon - 45} S 1300 ${horizon - 20}, ${W} ${horizon - 55} L ${W} ${horizon + 40} L 0 ${horizon + 40} Z`,
        near,
      ),
    );
  }
  return { defs, body: body.join("") };
}

export function cloud(x: number, y: number, scale: number) {
  const s = scale;
  return g(
    [
      ellipse(x, y, 90 * s, 34 * s, "#ffffff"),
      circle(x - 40 * s, y - 18 * s, 38 * s, "#ffffff"),
      circle(x + 18 * s, y - 32 * s, 48 * s, "#ffffff"),
      circle(x + 62 * s, y - 8 * s, 32 * s, "#ffffff"),
    ],
    { opacity: 0.85 },
  );
}

/** A lawn from `top` to the bottom edge, lighter far away. */
export function lawn(p: Palette, top: number) {
  return {
    defs: [
      gradient("lawn", [
        [0, shade(p.lawn, 0.12)],
        [1, shade(p.lawn, -0.12)],
      ]),
    ],
    body: rect(0, top, W, H - top, "url(#lawn)"),
  };
}

export const groundShadow = (cx: number, cy: number, rx: number, ry = rx * 0.18) =>
  ellipse(cx, cy, rx, ry, "#000000", { opacity: 0.16 });

/** A round deciduous tree standing on `baseY`, `h` tall. */
export function roundTree(x: number, baseY: number, h: number, colour: string) {
  const r = h * 0.28;
  const cy = baseY - h + r * 1.2;
  return g([
    groundShadow(x, baseY, r * 0.9),
    rect(x - h * 0.03, cy, h * 0.06, baseY - cy, "#6b4a33"),
    circle(x - r * 0.55, cy + r * 0.25, r * 0.75, shade(colour, -0.12)),
    circle(x + r * 0.55, cy + r * 0.3, r * 0.7, shade(colour, -0.08)),
    circle(x, cy - r * 0.2, r * 0.85, colour),
    circle(x - r * 0.25, cy - r * 0.45, r * 0.35, shade(colour, 0.15), { opacity: 0.7 }),
  ]);
}

export function pineTree(x: number, baseY: number, h: number, colour: string) {
  const w = h * 0.42;
  const tiers = [0, 1, 2].map((i) => {
    const top = baseY - h + i * h * 0.22;
    const bottom = top + h * 0.42;
    const half = w * (0.55 + i * 0.22);
    return poly(
      [
        [x, top],
        [x + half, bottom],
        [x - half, bottom],
      ],
      shade(colour, -0.06 * i),
    );
  });
  return g([
    groundShadow(x, baseY, w * 0.6),
    rect(x - h * 0.025, baseY - h * 0.2, h * 0.05, h * 0.2, "#5b3d2a"),
    ...tiers,
  ]);
}

export function palmTree(x: number, baseY: number, h: number, colour: string) {
  const topX = x + h * 0.12;
  const topY = baseY - h;
  const trunk = path(
    `M ${x - 10} ${baseY} Q ${x + h * 0.02} ${baseY - h * 0.5} ${topX - 6} ${topY} L ${topX + 6} ${topY} Q ${x + h * 0.08} ${baseY - h * 0.5} ${x + 10} ${baseY} Z`,
    "#8a6a4a",
  );
  const fronds = [-160, -120, -75, -30, 10, 45].map((angle, i) => {
    const len = h * (0.42 - (i % 2) * 0.06);
    const rad = (angle * Math.PI) / 180;
    const ex = topX + Math.cos(rad) * len;
    const ey = topY + Math.sin(rad) * len * 0.55 + len * 0.25;
    const cx = topX + Math.cos(rad) * len * 0.5;
    const cy = topY + Math.sin(rad) * len * 0.6 - 20;
    return path(
      `M ${topX} ${topY} Q ${cx} ${cy - 18} ${ex} ${ey} Q ${cx} ${cy + 14} ${topX} ${topY + 8} Z`,
      shade(colour, (i % 3) * -0.08),
    );
  });
  return g([groundShadow(x, baseY, 50), trunk, ...fronds, circle(topX, topY + 4, 10, "#6b4f34")]);
}

export function bush(x: number, y: number, r: number, colour: string, flowers?: string) {
  const parts = [
    groundShadow(x, y, r * 1.3, r * 0.25),
    circle(x - r * 0.7, y - r * 0.5, r * 0.7, shade(colour, -0.1)),
    circle(x + r * 0.7, y - r * 0.5, r * 0.7, shade(colour, -0.05)),
    circle(x, y - r * 0.8, r * 0.85, colour),
  ];
  if (flowers) {
    for (const [dx, dy] of [
      [-0.6, -0.7],
      [0.1, -1.2],
      [0.7, -0.6],
      [-0.1, -0.5],
    ] as const)
      parts.push(circle(x + dx * r, y + dy * r, r * 0.12, flowers));
  }
  return g(parts);
}

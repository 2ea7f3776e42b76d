import { SKIES, shade, type TimeOfDay } from "./palette";
import { CANVAS, circle, ellipse, line, poly, rect, verticalGradient } from "./svg";

/** Where the front of a building meets the lawn. */
export const GROUND_Y = 590;

export interface Tree {
  x: number;
  /** 0.7 to 1.3. */
  size: number;
  kind: "round" | "conifer" | "palm";
}

export interface Cloud {
  x: number;
  y: number;
  size: number;
}

const SUN_HEIGHT: Record<TimeOfDay, number> = {
  morning: 250,
  midday: 100,
  afternoon: 170,
  "golden hour": 380,
};

export function skyDefs(time: TimeOfDay): string {
  const sky = SKIES[time];
  return verticalGradient("sky", sky.top, sky.horizon);
}

export function sky(time: TimeOfDay, sunX: number, clouds: readonly Cloud[]): string[] {
  const { sun } = SKIES[time];
  const y = SUN_HEIGHT[time];
  return [
    rect(0, 0, CANVAS.width, GROUND_Y + 10, "url(#sky)"),
    circle(sunX, y, 90, sun, 'opacity="0.35"'),
    circle(sunX, y, 46, sun),
    ...clouds.flatMap(({ x, y: cy, size }) => [
      ellipse(x, cy, 70 * size, 26 * size, "#ffffff", 'opacity="0.85"'),
      ellipse(x + 45 * size, cy - 14 * size, 48 * size, 28 * size, "#ffffff", 'opacity="0.85"'),
      ellipse(x - 40 * size, cy - 6 * size, 40 * size, 22 * size, "#ffffff", 'opacity="0.85"'),
    ]),
  ];
}

/** A soft band of far trees or hills on the horizon. */
export function horizon(foliage: string, seed: number): string[] {
  const far = shade(foliage, 0.35);
  const out: string[] = [];
  for (let x = -40; x < CANVAS.width + 80; x += 95) {
    const r = 55 + ((x * 7 + seed * 13) % 40);
    out.push(circle(x, GROUND_Y - 10, r, far));
  }
  return out;
}

/** A far skyline for buildings in town. */
export function skyline(seed: number): string[] {
  const out: string[] = [];
  let x = -20;
  let i = seed;
  while (x < CANVAS.width) {
    const w = 70 + ((i * 37) % 60);
    const h = 140 + ((i * 53) % 170);
    out.push(rect(x, GROUND_Y - h, w, h, "#b9c4cf", 'opacity="0.75"'));
    x += w + 8;
    i += 1;
  }
  return out;
}

export const lawn = (colour: string) =>
  rect(0, GROUND_Y, CANVAS.width, CANVAS.height - GROUND_Y, colour);

/** Pavement and road along the bottom, over the ends of paths and drives. */
export const street = () => [
  rect(0, 752, CANVAS.width, 18, "#d9d6cf"),
  rect(0, 770, CANVAS.width, 30, "#8e918f"),
];

export function tree({ x, size, kind }: Tree, foliage: string, base = GROUND_Y + 8): string[] {
  const trunk = "#6b4f3a";
  if (kind === "conifer") {
    const h = 230 * size;
    const w = 110 * size;
    return [
      rect(x - 8 * size, base - 40 * size, 16 * size, 40 * size, trunk),
      poly(
        [
          [x - w / 2, base - 30 * size],
          [x + w / 2, base - 30 * size],
          [x, base - h],
        ],
        shade(foliage, -0.1),
      ),
      poly(
        [
          [x - w / 2.6, base - h * 0.45],
          [x + w / 2.6, base - h * 0.45],
          [x, base - h * 1.08],
        ],
        foliage,
      ),
    ];
  }
  if (kind === "palm") {
    const top = base - 260 * size;
    const leaf = shade(foliage, 0.05);
    return [
      poly(
        [
          [x - 9 * size, base],
          [x + 9 * size, base],
          [x + 22 * size, top],
          [x + 12 * size, top],
        ],
        "#8a6a4c",
      ),
      ...[-60, -25, 15, 50, 85, 130, 165].map((angle) =>
        ellipse(
          x + 17 * size + Math.cos((angle * Math.PI) / 180) * 55 * size,
          top + Math.sin((angle * Math.PI) / 180) * 22 * size + 12 * size,
          62 * size,
          13 * size,
          leaf,
          `transform="rotate(${angle > 90 ? angle - 180 : angle} ${x + 17 * size + Math.cos((angle * Math.PI) / 180) * 55 * size} ${top + Math.sin((angle * Math.PI) / 180) * 22 * size + 12 * size})"`,
        ),
      ),
    ];
  }
  const r = 70 * size;
  return [
    rect(x - 10 * size, base - 120 * size, 20 * size, 120 * size, trunk),
    circle(x - r * 0.55, base - 130 * size, r * 0.75, shade(foliage, -0.12)),
    circle(x + r * 0.55, base - 135 * size, r * 0.8, shade(foliage, -0.05)),
    circle(x, base - 175 * size, r, foliage),
  ];
}

/** Bushes and flowers along the front of a building. */
export function garden(from: number, to: number, foliage: string, flowers: string): string[] {
  const out: string[] = [];
  for (let x = from + 20; x < to - 10; x += 46) {
    out.push(circle(x, GROUND_Y + 4, 26, shade(foliage, 0.08)));
    out.push(circle(x + 8, GROUND_Y - 4, 8, flowers));
  }
  return out;
}

/** A backyard pool seen from the front, in the lawn's foreground. */
export function pool(left: number, width: number): string[] {
  const top = 640;
  const bottom = 735;
  const slant = 40;
  return [
    poly(
      [
        [left + slant, top - 10],
        [left + width - slant, top - 10],
        [left + width + 12, bottom + 10],
        [left - 12, bottom + 10],
      ],
      "#ebe6dc",
    ),
    poly(
      [
        [left + slant + 6, top],
        [left + width - slant - 6, top],
        [left + width, bottom],
        [left, bottom],
      ],
      "#5fb6d3",
    ),
    line(left + 50, top + 30, left + width * 0.45, top + 30, "#a9e0ee", 4),
    line(left + width * 0.35, top + 62, left + width - 60, top + 62, "#a9e0ee", 4),
  ];
}

/** A white picket fence across the front. */
export function fence(y: number, colour = "#f4f2ec"): string[] {
  const out = [rect(0, y - 38, CANVAS.width, 8, colour), rect(0, y - 16, CANVAS.width, 8, colour)];
  for (let x = 10; x < CANVAS.width; x += 36) {
    out.push(
      poly(
        [
          [x, y],
          [x + 14, y],
          [x + 14, y - 52],
          [x + 7, y - 60],
          [x, y - 52],
        ],
        colour,
      ),
    );
  }
  return out;
}

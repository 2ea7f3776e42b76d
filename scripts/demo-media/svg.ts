/** Tiny SVG string builders for the demo illustrations. */
export type Point = readonly [number, number];
type Attrs = Record<string, string | number | undefined>;

export const W = 1600;
export const H = 1067;

function attrs(values: Attrs): string {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join("");
}

export const el = (tag: string, values: Attrs, children?: string) =>
  children === undefined
    ? `<${tag}${attrs(values)}/>`
    : `<${tag}${attrs(values)}>${children}</${tag}>`;

export const g = (children: string[], values: Attrs = {}) => el("g", values, children.join(""));

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}) =>
  el("rect", { x, y, width: w, height: h, fill, ...extra });

export const poly = (points: readonly Point[], fill: string, extra: Attrs = {}) =>
  el("polygon", {
    points: points.map(([x, y]) => `${round(x)},${round(y)}`).join(" "),
    fill,
    ...extra,
  });

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  el("circle", { cx, cy, r, fill, ...extra });

export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra: Attrs = {},
) => el("ellipse", { cx, cy, rx, ry, fill, ...extra });

export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width = 2,
  extra: Attrs = {},
) =>
  el("line", {
    x1: round(x1),
    y1: round(y1),
    x2: round(x2),
    y2: round(y2),
    stroke,
    "stroke-width": width,
    ...extra,
  });

export const path = (d: string, fill: string, extra: Attrs = {}) =>
  el("path", { d, fill, ...extra });

export const round = (n: number) => Math.round(n * 10) / 10;

/** A vertical (top to bottom) or horizontal linear gradient definition. */
export function gradient(id: string, stops: [number, string, number?][], horizontal = false) {
  return el(
    "linearGradient",
    { id, x1: 0, y1: 0, x2: horizontal ? 1 : 0, y2: horizontal ? 0 : 1 },
    stops
      .map(([offset, color, opacity]) =>
        el("stop", { offset, "stop-color": color, "stop-opacity": opacity }),
      )
      .join(""),
  );
}

export function radial(id: string, stops: [number, string, number?][]) {
  return el(
    "radialGradient",
    { id },
    stops
      .map(([offset, color, opacity]) =>
        el("stop", { offset, "stop-color": color, "stop-opacity": opacity }),
      )
      .join(""),
  );
}

export function document(defs: string[], body: string[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs.join("")}</defs>${body.join("")}</svg>`;
}

/** Mixes a colour towards black (amount < 0) or white (amount > 0). */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  const target = amount < 0 ? 0 : 255;
  const mixed = channels.map((c) => Math.round(c + (target - c) * Math.abs(amount)));
  return `#${mixed.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}

/** Linear interpolation between two points. */
export const lerp = (a: Point, b: Point, t: number): Point => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
];

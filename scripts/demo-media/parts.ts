import { circle, g, line, path, rect, shade } from "./svg";

export interface WindowOptions {
  frame: string;
  glass: string;
  cols?: number;
  rows?: number;
  arch?: boolean;
  sill?: string;
  shutters?: string;
  frameWidth?: number;
}

/** A window seen from outside (or a framed opening seen from inside). */
export function windowPane(x: number, y: number, w: number, h: number, o: WindowOptions) {
  const f = o.frameWidth ?? 8;
  const parts: string[] = [];
  if (o.shutters) {
    parts.push(rect(x - f - w * 0.42, y - f, w * 0.38, h + 2 * f, o.shutters));
    parts.push(rect(x + w + f + w * 0.04, y - f, w * 0.38, h + 2 * f, o.shutters));
  }
  const r = w / 2;
  if (o.arch) {
    const outline = (inset: number) =>
      `M ${x - inset} ${y + h + inset} L ${x - inset} ${y + r} A ${r + inset} ${r + inset} 0 0 1 ${x + w + inset} ${y + r} L ${x + w + inset} ${y + h + inset} Z`;
    parts.push(path(outline(f), o.frame), path(outline(0), o.glass));
    parts.push(
      path(
        `M ${x + w * 0.3} ${y + r * 0.4} L ${x + w * 0.55} ${y + r * 0.25} L ${x + w * 0.25} ${y + h} L ${x} ${y + h} Z`,
        "#ffffff",
        {
          opacity: 0.22,
        },
      ),
    );
  } else {
    parts.push(rect(x - f, y - f, w + 2 * f, h + 2 * f, o.frame), rect(x, y, w, h, o.glass));
    parts.push(
      path(
        `M ${x + w * 0.3} ${y} L ${x + w * 0.55} ${y} L ${x + w * 0.25} ${y + h} L ${x} ${y + h} Z`,
        "#ffffff",
        {
          opacity: 0.22,
        },
      ),
    );
  }
  const cols = o.cols ?? 2;
  const rows = o.rows ?? 2;
  const mullion = Math.max(3, f * 0.6);
  for (let i = 1; i < cols; i++)
    parts.push(
      line(
        x + (w * i) / cols,
        o.arch ? y + r * 0.2 : y,
        x + (w * i) / cols,
        y + h,
        o.frame,
        mullion,
      ),
    );
  for (let i = 1; i < rows; i++) {
    const yy = y + (h * i) / rows;
    parts.push(line(x, yy, x + w, yy, o.frame, mullion));
  }
  if (o.sill) parts.push(rect(x - f - 8, y + h + f, w + 2 * f + 16, 10, o.sill));
  return g(parts);
}

/** A panelled front door with its frame, knob and a step. */
export function door(
  x: number,
  y: number,
  w: number,
  h: number,
  colour: string,
  trim: string,
  glass?: string,
) {
  const parts = [rect(x - 10, y - 10, w + 20, h + 10, trim), rect(x, y, w, h, colour)];
  const panel = shade(colour, -0.12);
  if (glass) parts.push(rect(x + w * 0.2, y + h * 0.08, w * 0.6, h * 0.32, glass));
  else parts.push(rect(x + w * 0.15, y + h * 0.08, w * 0.7, h * 0.34, panel, { opacity: 0.6 }));
  parts.push(rect(x + w * 0.15, y + h * 0.5, w * 0.7, h * 0.42, panel, { opacity: 0.6 }));
  parts.push(circle(x + w * 0.84, y + h * 0.52, Math.max(4, w * 0.05), "#d8b45a"));
  parts.push(rect(x - 24, y + h, w + 48, 14, shade(trim, -0.25)));
  return g(parts);
}

export function garageDoor(
  x: number,
  y: number,
  w: number,
  h: number,
  colour: string,
  trim: string,
  glass: string,
) {
  const parts = [rect(x - 10, y - 10, w + 20, h + 10, trim), rect(x, y, w, h, colour)];
  const panels = 4;
  for (let i = 1; i < panels; i++)
    parts.push(line(x, y + (h * i) / panels, x + w, y + (h * i) / panels, shade(colour, -0.15), 3));
  const windows = 4;
  const gap = w / windows;
  for (let i = 0; i < windows; i++)
    parts.push(rect(x + i * gap + gap * 0.15, y + h * 0.07, gap * 0.7, h * 0.13, glass));
  return g(parts);
}

/** Evenly spaced lines across a rectangle: board-and-batten (vertical) or lap siding. */
export function siding(
  x: number,
  y: number,
  w: number,
  h: number,
  colour: string,
  gap: number,
  vertical: boolean,
) {
  const parts: string[] = [];
  if (vertical)
    for (let xx = x + gap; xx < x + w; xx += gap) parts.push(line(xx, y, xx, y + h, colour, 3));
  else
    for (let yy = y + gap; yy < y + h; yy += gap) parts.push(line(x, yy, x + w, yy, colour, 2.5));
  return g(parts);
}

/** A brick pattern definition, used as fill="url(#id)". */
export function brickPattern(id: string, colour: string, mortar: string, scale = 1) {
  const bw = 36 * scale;
  const bh = 14 * scale;
  return `<pattern id="${id}" width="${bw}" height="${bh * 2}" patternUnits="userSpaceOnUse"><rect width="${bw}" height="${bh * 2}" fill="${mortar}"/><rect x="1" y="1" width="${bw - 2}" height="${bh - 2}" fill="${colour}"/><rect x="${-bw / 2 + 1}" y="${bh + 1}" width="${bw - 2}" height="${bh - 2}" fill="${shade(colour, -0.06)}"/><rect x="${bw / 2 + 1}" y="${bh + 1}" width="${bw - 2}" height="${bh - 2}" fill="${shade(colour, -0.06)}"/></pattern>`;
}

/** Rectangular tiles (subway, floor) as a pattern. */
export function tilePattern(
  id: string,
  colour: string,
  grout: string,
  w: number,
  h: number,
  offset = true,
) {
  const body = offset
    ? `<rect width="${w}" height="${h * 2}" fill="${grout}"/><rect x="1" y="1" width="${w - 2}" height="${h - 2}" fill="${colour}"/><rect x="${-w / 2 + 1}" y="${h + 1}" width="${w - 2}" height="${h - 2}" fill="${colour}"/><rect x="${w / 2 + 1}" y="${h + 1}" width="${w - 2}" height="${h - 2}" fill="${colour}"/>`
    : `<rect width="${w}" height="${h * 2}" fill="${grout}"/><rect x="1" y="1" width="${w - 2}" height="${h - 2}" fill="${colour}"/><rect x="1" y="${h + 1}" width="${w - 2}" height="${h - 2}" fill="${colour}"/>`;
  return `<pattern id="${id}" width="${w}" height="${h * 2}" patternUnits="userSpaceOnUse">${body}</pattern>`;
}

export function plant(x: number, baseY: number, size: number, pot: string, leaf: string) {
  const leaves = [-60, -30, -5, 20, 50].map((angle, i) => {
    const rad = ((angle - 90) * Math.PI) / 180;
    const len = size * (0.9 + (i % 2) * 0.25);
    const ex = x + Math.cos(rad) * len;
    const ey = baseY - size * 0.55 + Math.sin(rad) * len;
    const mx = x + Math.cos(rad) * len * 0.5 - 12;
    const my = baseY - size * 0.55 + Math.sin(rad) * len * 0.5;
    return path(
      `M ${x} ${baseY - size * 0.55} Q ${mx} ${my} ${ex} ${ey} Q ${mx + 24} ${my + 6} ${x} ${baseY - size * 0.55} Z`,
      shade(leaf, (i % 3) * -0.1),
    );
  });
  return g([
    ...leaves,
    path(
      `M ${x - size * 0.32} ${baseY - size * 0.55} L ${x + size * 0.32} ${baseY - size * 0.55} L ${x + size * 0.24} ${baseY} L ${x - size * 0.24} ${baseY} Z`,
      pot,
    ),
  ]);
}

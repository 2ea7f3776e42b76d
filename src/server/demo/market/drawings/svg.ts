/** Every drawing is laid out on this 3:2 canvas and rasterised at the size the seed asks for. */
export const CANVAS = { width: 1200, height: 800 } as const;

const n = (value: number) => Math.round(value * 10) / 10;

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;

export const poly = (points: [number, number][], fill: string, extra = "") =>
  `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(" ")}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = "") =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;

export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width = 2) =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${width}"/>`;

export const path = (d: string, fill: string, extra = "") =>
  `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;

/** A vertical gradient under `id`, for skies and walls. */
export const verticalGradient = (id: string, top: string, bottom: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;

/** The whole picture at `width` pixels wide, 3:2. */
export function svgDocument(width: number, defs: string, body: string[]): string {
  const height = Math.round((width * CANVAS.height) / CANVAS.width);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${CANVAS.width} ${CANVAS.height}"><defs>${defs}</defs>${body.join("")}</svg>`;
}

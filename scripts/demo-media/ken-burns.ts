/**
 * The camera moves of the demo reels: a 9:16 window that pans and zooms across a 3:2 listing
 * photo. ffmpeg's perspective filter samples the window at sub-pixel positions every frame, so
 * slow moves glide instead of stepping a whole pixel at a time as crop and zoompan do.
 */

/** Where the window is: its centre as a fraction of the photo, and how far it is zoomed in. */
export interface Shot {
  /** 1 is the window at the photo's full height; larger is closer. */
  zoom: number;
  cx: number;
  cy: number;
}

export interface Move {
  from: Shot;
  to: Shot;
}

const centre = { cx: 0.5, cy: 0.5 };

/** One move per photo label; the demo photos share their compositions, so one plan fits all. */
export const MOVES: Record<string, Move> = {
  // The first frame is the reel's poster: the whole height of the house, then in towards the door.
  "Property front view": {
    from: { zoom: 1, ...centre },
    to: { zoom: 1.12, cx: 0.52, cy: 0.56 },
  },
  "Living room": {
    from: { zoom: 1.05, cx: 0.38, cy: 0.52 },
    to: { zoom: 1.05, cx: 0.6, cy: 0.52 },
  },
  Kitchen: {
    from: { zoom: 1, ...centre },
    to: { zoom: 1.22, cx: 0.52, cy: 0.58 },
  },
  "Master bedroom": {
    from: { zoom: 1.05, cx: 0.6, cy: 0.52 },
    to: { zoom: 1.05, cx: 0.4, cy: 0.52 },
  },
  Bathroom: {
    from: { zoom: 1.22, cx: 0.45, cy: 0.56 },
    to: { zoom: 1, ...centre },
  },
  Backyard: {
    from: { zoom: 1, cx: 0.38, cy: 0.5 },
    to: { zoom: 1.1, cx: 0.58, cy: 0.52 },
  },
};

/** A window in photo pixels, edges included: [left, right) x [top, bottom). */
export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The shot's window on a photo of this size for an output of this aspect (width / height), moved
 * inward where it would leave the photo.
 */
export function shotWindow(
  shot: Shot,
  photo: { width: number; height: number },
  aspect: number,
): Rect {
  const height = photo.height / Math.max(1, shot.zoom);
  const width = height * aspect;
  if (width > photo.width) throw new Error("The photo is too narrow for a full-height window");
  const left = clamp(shot.cx * photo.width - width / 2, 0, photo.width - width);
  const top = clamp(shot.cy * photo.height - height / 2, 0, photo.height - height);
  return { left, top, right: left + width, bottom: top + height };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export interface KenBurns {
  /**
   * The part of the photo the move ever shows, in whole pixels: only this is handed to ffmpeg,
   * which keeps the per-frame work small.
   */
  region: { left: number; top: number; width: number; height: number };
  /** The perspective filter for the move, in the region's coordinates. */
  filter: string;
}

/**
 * The window's edges move in straight lines from the first frame to the last (`frames` of them),
 * so the frame keeps its aspect ratio and moves carry on evenly through the crossfades.
 */
export function kenBurns(
  move: Move,
  photo: { width: number; height: number },
  output: { width: number; height: number },
  frames: number,
): KenBurns {
  const aspect = output.width / output.height;
  const a = shotWindow(move.from, photo, aspect);
  const b = shotWindow(move.to, photo, aspect);
  const left = Math.floor(Math.min(a.left, b.left));
  const top = Math.floor(Math.min(a.top, b.top));
  const region = {
    left,
    top,
    width: Math.ceil(Math.max(a.right, b.right)) - left,
    height: Math.ceil(Math.max(a.bottom, b.bottom)) - top,
  };
  const num = (value: number) => Number(value.toFixed(4)).toString();
  // perspective counts input frames as `in`; edges are in region pixels.
  const edge = (from: number, to: number, offset: number) =>
    from === to
      ? num(from - offset)
      : `${num(from - offset)}+${num(to - from)}*in/${Math.max(1, frames - 1)}`;
  const l = edge(a.left, b.left, left);
  const r = edge(a.right, b.right, left);
  const t = edge(a.top, b.top, top);
  const bo = edge(a.bottom, b.bottom, top);
  const corners = { x0: l, y0: t, x1: r, y1: t, x2: l, y2: bo, x3: r, y3: bo };
  const filter = `perspective=${Object.entries(corners)
    .map(([name, value]) => `${name}='${value}'`)
    .join(":")}:interpolation=cubic:eval=frame`;
  return { region, filter };
}

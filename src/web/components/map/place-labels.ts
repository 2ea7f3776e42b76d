/** A place to label, in the order it should win a spot (largest first). */
export interface LabelledPlace {
  name: string;
  longitude: number;
  latitude: number;
}

export interface ScreenPoint {
  x: number;
  y: number;
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The label's size as drawn at 11 px: a dot and its gap, then about 6.5 px a character. */
const CHAR_WIDTH = 6.5;
const DOT_WIDTH = 10;
const LABEL_HEIGHT = 14;
/** Room kept between two labels, so kept ones do not touch either. */
const GAP = 2;

/** The box a label takes, its dot on the point and its text to the right. */
export function labelBox(name: string, { x, y }: ScreenPoint): Box {
  return {
    left: x - GAP,
    top: y - LABEL_HEIGHT / 2 - GAP,
    right: x + DOT_WIDTH + name.length * CHAR_WIDTH + GAP,
    bottom: y + LABEL_HEIGHT / 2 + GAP,
  };
}

const overlap = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * The places whose labels fit: each in turn is kept when its point is on screen and its box
 * meets none of the boxes kept before it, so a larger place always wins over a smaller one. A
 * plain list is enough: a few hundred labels are a few thousand comparisons.
 */
export function placeLabels<T extends LabelledPlace>(
  places: readonly T[],
  project: (place: T) => ScreenPoint,
  viewport: { width: number; height: number },
): T[] {
  const kept: T[] = [];
  const boxes: Box[] = [];
  for (const place of places) {
    const point = project(place);
    if (point.x < 0 || point.y < 0 || point.x > viewport.width || point.y > viewport.height) {
      continue;
    }
    const box = labelBox(place.name, point);
    if (boxes.some((other) => overlap(box, other))) continue;
    kept.push(place);
    boxes.push(box);
  }
  return kept;
}

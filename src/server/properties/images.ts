import type { PropertyImage, ResponsiveImage } from "@/shared/properties";
import { renditionKey } from "../platform/images";
import { mediaUrl } from "../platform/storage/storage";

/** The rendition `src` aims at: sharp on a phone, modest for browsers that ignore srcSet. */
const PREFERRED_SRC_WIDTH = 960;

/** What a `property_images` row says about its stored renditions. */
export interface StoredImage {
  /** Base key such as `properties/<propertyId>/<imageId>`; renditions add `-<width>.webp`. */
  storageKey: string;
  /** Stored widths, ascending. */
  widths: number[];
  /** Intrinsic size of the largest rendition. */
  width: number;
  height: number;
}

export interface StoredPropertyImage extends StoredImage {
  id: string;
  label: string;
  isCover: boolean;
  focusX: number | null;
  focusY: number | null;
}

/**
 * The image URL contract shared with the image pipeline: one URL per stored width in `srcSet`,
 * `src` the width closest to 960 (on a tie the smaller one). A row without widths is taken to
 * have the single rendition of its intrinsic width.
 */
export function toResponsiveImage(image: StoredImage, url = mediaUrl): ResponsiveImage {
  const widths = [...new Set(image.widths.length > 0 ? image.widths : [image.width])].sort(
    (a, b) => a - b,
  );
  let srcWidth = widths[0] ?? image.width;
  for (const width of widths) {
    if (Math.abs(width - PREFERRED_SRC_WIDTH) < Math.abs(srcWidth - PREFERRED_SRC_WIDTH))
      srcWidth = width;
  }
  return {
    src: url(renditionKey(image.storageKey, srcWidth)),
    srcSet: widths
      .map((width) => `${url(renditionKey(image.storageKey, width))} ${width}w`)
      .join(", "),
    width: image.width,
    height: image.height,
  };
}

export function toPropertyImage(image: StoredPropertyImage, url = mediaUrl): PropertyImage {
  return {
    id: image.id,
    label: image.label,
    isCover: image.isCover,
    focus:
      image.focusX === null || image.focusY === null ? null : { x: image.focusX, y: image.focusY },
    ...toResponsiveImage(image, url),
  };
}

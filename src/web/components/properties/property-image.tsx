import { clsx } from "clsx";
import type { PhotoFocus, ResponsiveImage } from "@/shared/properties";
import { coverSizes } from "@/web/lib/cover-sizes";

// A module of its own: the listing page, the blog and the gallery show photos without cards.
interface PropertyImageProps {
  /** With the realtor's focal point, which every crop keeps in view. */
  image: ResponsiveImage & { focus?: PhotoFocus | null };
  alt: string;
  /** How wide the image shows, so the browser picks the right rendition from srcSet. */
  sizes: string;
  /** The page's largest image: fetched first and at once; all others wait until near view. */
  priority?: boolean;
  /**
   * Fill the nearest positioned box instead of sizing it: a portrait photo in an aspect-ratio box
   * would otherwise stretch the box to its own height (the box's minimum size is its content).
   */
  fill?: boolean;
  /** Crop to the box (cards, thumbnails) or show the whole photo in it (the gallery). */
  fit?: "cover" | "contain";
  /** The cropping box's shape (width / height), so a wide photo is fetched sharp enough. */
  box?: number;
}

/** A listing photo; width and height reserve its box before it loads. */
export function PropertyImage({
  image,
  alt,
  sizes,
  priority = false,
  fill = false,
  fit = "cover",
  box,
}: PropertyImageProps) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={fit === "cover" && box ? coverSizes(sizes, image.width / image.height, box) : sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "auto" : "async"}
      fetchPriority={priority ? "high" : "auto"}
      style={
        fit === "cover" && image.focus
          ? { objectPosition: `${image.focus.x * 100}% ${image.focus.y * 100}%` }
          : undefined
      }
      className={clsx(
        "size-full",
        fit === "cover" ? "object-cover" : "object-contain",
        fill && "absolute inset-0",
      )}
    />
  );
}

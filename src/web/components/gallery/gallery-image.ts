import type { ResponsiveImage } from "@/shared/properties";

/** A photo a gallery shows: a listing's or a portfolio's, each with its caption. */
export interface GalleryImage extends ResponsiveImage {
  id: string;
  label: string;
}

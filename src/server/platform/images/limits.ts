/** Above this many pixels an upload is refused before it is decoded (a 48 MP phone photo is 8064 x 6048). */
export const MAX_INPUT_PIXELS = 50_000_000;
/**
 * Longer side over shorter side. Past this an upload is a strip, not a photo; the limit also keeps
 * every rendition inside WebP's 16,383-pixel side (MAX_RENDITION_WIDTH x 8 = 16,000).
 */
export const MAX_ASPECT_RATIO = 8;
export const MAX_RENDITION_WIDTH = 2000;
export const WEBP_QUALITY = 80;
/** Listing photos: a card, a half-screen gallery image and a full-screen one. */
export const RESPONSIVE_WIDTHS = [480, 960, 1600] as const;

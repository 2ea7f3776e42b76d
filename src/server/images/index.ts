/** The one image pipeline: every upload and demo photo goes through processImage. */
export { IMAGE_REJECTION_MESSAGES, ImageRejectedError, type ImageRejectionReason } from "./errors";
export {
  MAX_ASPECT_RATIO,
  MAX_INPUT_PIXELS,
  MAX_RENDITION_WIDTH,
  RESPONSIVE_WIDTHS,
  WEBP_QUALITY,
} from "./limits";
export {
  type ProcessedImage,
  processImage,
  type Rendition,
  renditionWidths,
} from "./process-image";
export { type AcceptedFormat, sniffImageFormat } from "./sniff";
export {
  deleteResponsiveImage,
  RENDITION_CONTENT_TYPE,
  renditionKey,
  type StoredResponsiveImage,
  storeProcessedImage,
  storeResponsiveImage,
} from "./store-responsive-image";

/** The one image pipeline: every upload and demo photo goes through processImage. */
export { ImageRejectedError, type ImageRejectionReason } from "./errors";
export { RESPONSIVE_WIDTHS } from "./limits";
export { type ProcessedImage, processImage, renditionWidths } from "./process-image";
export {
  copyResponsiveImage,
  deleteResponsiveImage,
  renditionKey,
  type StoredResponsiveImage,
  storeProcessedImage,
  storeResponsiveImage,
} from "./store-responsive-image";

/** Posters are stored at most 1080 wide (the largest reel rendition), so the capture need not be larger. */
const MAX_WIDTH = 1080;

/**
 * The frame the video element shows now, as a JPEG: the poster when the user picks a moment of
 * the video rather than an image. Rejects when the browser cannot draw the video.
 */
export function captureFrame(video: HTMLVideoElement): Promise<Blob> {
  const scale = Math.min(1, MAX_WIDTH / (video.videoWidth || 1));
  const width = Math.round(video.videoWidth * scale);
  const height = Math.round(video.videoHeight * scale);
  if (width === 0 || height === 0) return Promise.reject(new Error("The video has no frame yet"));
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) return Promise.reject(new Error("Canvas is not available"));
  context.drawImage(video, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("The frame could not be captured"))),
      "image/jpeg",
      0.9,
    ),
  );
}

import type { Context } from "hono";
import type { FieldIssue } from "@/shared/errors";
import {
  MANAGE_REEL_MESSAGES,
  REEL_POSTER_MAX_BYTES,
  REEL_VIDEO_MAX_BYTES,
  VIDEO_REJECTION_MESSAGES,
} from "@/shared/manage-reels";
import { reelUploadFieldsSchema } from "@/shared/schemas/manage-reels";
import { AVATAR_SIZE_ERROR } from "@/shared/schemas/profile";
import { ApiError } from "../http/errors";
import { cleanValue } from "../http/storable-text";
import { VideoRejectedError } from "../videos";
import type { NewReel } from "./reel-actions.service";

/** Room for the multipart boundaries, part headers and the text fields around the two files. */
const MULTIPART_OVERHEAD = 256 * 1024;
/** The route's own body limit (the app-wide one skips this path, see UPLOAD_PATHS in app.ts). */
export const REEL_UPLOAD_BODY_MAX =
  REEL_VIDEO_MAX_BYTES + REEL_POSTER_MAX_BYTES + MULTIPART_OVERHEAD;

export const videoTooLarge = () => {
  const message = VIDEO_REJECTION_MESSAGES["too-large"];
  return new ApiError("PAYLOAD_TOO_LARGE", message, [{ path: "video", message }]);
};

const fileOf = (form: FormData, field: string) => {
  const value = form.get(field);
  return value instanceof File && value.size > 0 ? value : null;
};

/**
 * The upload form: video, poster, title and propertyId. Every missing or invalid field is
 * reported at once as a field issue (400); a file over its limit is a 413. The files' bytes are
 * checked later, by the video reader and the image pipeline.
 */
export async function readReelUpload(c: Context): Promise<NewReel> {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw ApiError.validation(
      [{ path: "video", message: VIDEO_REJECTION_MESSAGES.unsupported }],
      "The upload is not a valid form",
    );
  }
  const video = fileOf(form, "video");
  const poster = fileOf(form, "poster");
  if (video && video.size > REEL_VIDEO_MAX_BYTES) throw videoTooLarge();
  if (poster && poster.size > REEL_POSTER_MAX_BYTES) {
    const message = AVATAR_SIZE_ERROR.message;
    throw new ApiError("PAYLOAD_TOO_LARGE", message, [{ path: "poster", message }]);
  }

  const issues: FieldIssue[] = [];
  if (!video) issues.push({ path: "video", message: VIDEO_REJECTION_MESSAGES.unsupported });
  if (!poster) issues.push({ path: "poster", message: MANAGE_REEL_MESSAGES.posterRequired });
  const text = (field: string) => {
    const value = form.get(field);
    return typeof value === "string" ? value : undefined;
  };
  // Cleaned like a JSON body: a NUL in the title would otherwise fail the insert with a 500.
  const fields = reelUploadFieldsSchema.safeParse(
    cleanValue({ title: text("title") ?? "", propertyId: text("propertyId") }),
  );
  if (!fields.success) {
    for (const issue of fields.error.issues)
      issues.push({ path: issue.path.join(".") || "(body)", message: issue.message });
  }
  if (issues.length > 0 || !video || !poster || !fields.success) throw ApiError.validation(issues);

  const [videoBytes, posterBytes] = await Promise.all([video.arrayBuffer(), poster.arrayBuffer()]);
  return {
    title: fields.data.title,
    propertyId: fields.data.propertyId,
    video: new Uint8Array(videoBytes),
    poster: new Uint8Array(posterBytes),
  };
}

/** A refused video as an issue of the form's video field. */
export function asVideoFieldError(error: unknown): unknown {
  if (!(error instanceof VideoRejectedError)) return error;
  if (error.reason === "too-large") return videoTooLarge();
  return ApiError.validation([{ path: "video", message: error.message }], error.message);
}

import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AVATAR_MAX_BYTES, AVATAR_SIZE_ERROR, AVATAR_TYPE_ERROR } from "@/shared/schemas/profile";
import { IMAGE_REJECTION_MESSAGES, ImageRejectedError } from "../images/errors";
import { ApiError, errorResponse } from "./errors";

/** Room for the multipart boundaries and part headers around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * One image sent as multipart/form-data under `field`, with the avatar's limits and messages by
 * default (images only, at most 5 MB); listing photos pass their own size and message. Errors are
 * field issues of `field`, so the form can show them beside its picker.
 */
export function imageUpload(
  field: string,
  maxBytes = AVATAR_MAX_BYTES,
  sizeMessage: string = AVATAR_SIZE_ERROR.message,
) {
  const issue = (message: string) => [{ path: field, message }];
  const notAnImage = () =>
    ApiError.validation(issue(AVATAR_TYPE_ERROR.message), AVATAR_TYPE_ERROR.message);
  const tooLarge = () => new ApiError("PAYLOAD_TOO_LARGE", sizeMessage, issue(sizeMessage));

  return {
    /**
     * The route's own body limit; the app-wide one skips upload paths (UPLOAD_PATHS in app.ts).
     * Mount it after the sign-in or role check, so nobody else gets to send megabytes.
     */
    limit: bodyLimit({
      maxSize: maxBytes + MULTIPART_OVERHEAD,
      onError: (c) => errorResponse(c, tooLarge()),
    }) as MiddlewareHandler,

    /** The uploaded file's bytes; 400 when no file arrived, 413 when it is too large. */
    async read(c: Context): Promise<Uint8Array> {
      let form: FormData;
      try {
        form = await c.req.formData();
      } catch {
        // Not multipart at all, or a malformed body: either way no image arrived.
        throw notAnImage();
      }
      const file = form.get(field);
      if (!(file instanceof File) || file.size === 0) throw notAnImage();
      if (file.size > maxBytes) throw tooLarge();
      return new Uint8Array(await file.arrayBuffer());
    },

    /** Runs the image work, turning the pipeline's refusals into this field's errors. */
    async process<T>(work: () => Promise<T>): Promise<T> {
      try {
        return await work();
      } catch (error) {
        if (!(error instanceof ImageRejectedError)) throw error;
        if (error.reason === "unsupported") throw notAnImage();
        const message = IMAGE_REJECTION_MESSAGES[error.reason];
        throw ApiError.validation(issue(message), message);
      }
    },
  };
}

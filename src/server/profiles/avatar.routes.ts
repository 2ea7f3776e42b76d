import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AVATAR_MAX_BYTES, AVATAR_SIZE_ERROR, AVATAR_TYPE_ERROR } from "@/shared/schemas/profile";
import { requireUser } from "../auth/session";
import type { AppBindings } from "../context";
import { ApiError, errorResponse } from "../http/errors";
import { IMAGE_REJECTION_MESSAGES, ImageRejectedError } from "../images/errors";
import { type AvatarDeps, removeAvatar, replaceAvatar } from "./avatar.service";

export const AVATAR_FIELD = "avatar";
/** The file plus room for the multipart boundaries and part headers around it. */
export const AVATAR_BODY_LIMIT = AVATAR_MAX_BYTES + 64 * 1024;

const avatarIssue = (message: string) => [{ path: AVATAR_FIELD, message }];
const notAnImage = () =>
  ApiError.validation(avatarIssue(AVATAR_TYPE_ERROR.message), AVATAR_TYPE_ERROR.message);
const tooLarge = () =>
  new ApiError(
    "PAYLOAD_TOO_LARGE",
    AVATAR_SIZE_ERROR.message,
    avatarIssue(AVATAR_SIZE_ERROR.message),
  );

/** The uploaded file's bytes from the multipart field "avatar". */
async function readUpload(c: Context<AppBindings>): Promise<Uint8Array> {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    // Not multipart at all, or a malformed body: either way no image arrived.
    throw notAnImage();
  }
  const file = form.get(AVATAR_FIELD);
  if (!(file instanceof File) || file.size === 0) throw notAnImage();
  if (file.size > AVATAR_MAX_BYTES) throw tooLarge();
  return new Uint8Array(await file.arrayBuffer());
}

/** The processing pipeline's refusals, worded for the avatar picker (part 2 §5). */
function toAvatarError(error: ImageRejectedError): ApiError {
  if (error.reason === "unsupported") return notAnImage();
  const message = IMAGE_REJECTION_MESSAGES[error.reason];
  return ApiError.validation(avatarIssue(message), message);
}

/**
 * PUT and DELETE /api/profile/me/avatar, mounted inside profileRoutes (which loads the session).
 * The app-wide body limit skips this path; the limit here is checked after sign-in so that no
 * signed-out client gets to send 5 MB.
 */
export function avatarRoutes(deps: AvatarDeps & { profileResponse: ProfileResponder }) {
  const limit = bodyLimit({
    maxSize: AVATAR_BODY_LIMIT,
    onError: (c) => errorResponse(c, tooLarge()),
  });
  return new Hono<AppBindings>()
    .put(
      "/",
      async (c, next) => {
        requireUser(c);
        await next();
      },
      limit,
      async (c) => {
        const user = requireUser(c);
        const upload = await readUpload(c);
        try {
          await replaceAvatar(deps, user, upload);
        } catch (error) {
          if (error instanceof ImageRejectedError) throw toAvatarError(error);
          throw error;
        }
        return deps.profileResponse(c, user.id);
      },
    )
    .delete("/", async (c) => {
      const user = requireUser(c);
      await removeAvatar(deps, user);
      return deps.profileResponse(c, user.id);
    });
}

/** Answers with the caller's MyProfile; shared by every profile write. */
export type ProfileResponder = (c: Context<AppBindings>, userId: string) => Promise<Response>;

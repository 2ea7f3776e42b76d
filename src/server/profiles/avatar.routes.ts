import { type Context, Hono, type TypedResponse } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { MyProfile } from "@/shared/schemas/profile";
import type { AppDeps } from "../context";
import { requireUser } from "../platform/auth/session";
import type { AppBindings } from "../platform/context";
import { imageUpload } from "../platform/http/image-upload";
import { createWriteLimit } from "../platform/http/write-limit";
import { AVATAR_UPLOAD_LIMIT } from "../platform/http/write-limits";
import { type AvatarDeps, removeAvatar, replaceAvatar } from "./avatar.service";

const AVATAR_FIELD = "avatar";
const upload = imageUpload(AVATAR_FIELD);

/**
 * PUT and DELETE /api/profile/me/avatar, mounted inside profileRoutes (which loads the session).
 * The app-wide body limit skips this path; the limit here is checked after sign-in (and the
 * upload rate limit) so that no signed-out or flooding client gets to send 5 MB.
 */
export function avatarRoutes(
  deps: AvatarDeps & Pick<AppDeps, "limits"> & { profileResponse: ProfileResponder },
) {
  const uploadLimit = createWriteLimit(deps.limits, "avatar", AVATAR_UPLOAD_LIMIT);
  return new Hono<AppBindings>()
    .put(
      "/",
      async (c, next) => {
        await uploadLimit(c, requireUser(c).id);
        await next();
      },
      upload.limit,
      async (c) => {
        const user = requireUser(c);
        const bytes = await upload.read(c);
        await upload.process(() => replaceAvatar(deps, user, bytes));
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
export type ProfileResponder = (
  c: Context<AppBindings>,
  userId: string,
) => Promise<Response & TypedResponse<MyProfile, ContentfulStatusCode, "json">>;

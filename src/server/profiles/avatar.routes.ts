import { type Context, Hono } from "hono";
import { requireUser } from "../auth/session";
import type { AppBindings } from "../context";
import { imageUpload } from "../http/image-upload";
import { type AvatarDeps, removeAvatar, replaceAvatar } from "./avatar.service";

export const AVATAR_FIELD = "avatar";
const upload = imageUpload(AVATAR_FIELD);

/**
 * PUT and DELETE /api/profile/me/avatar, mounted inside profileRoutes (which loads the session).
 * The app-wide body limit skips this path; the limit here is checked after sign-in so that no
 * signed-out client gets to send 5 MB.
 */
export function avatarRoutes(deps: AvatarDeps & { profileResponse: ProfileResponder }) {
  return new Hono<AppBindings>()
    .put(
      "/",
      async (c, next) => {
        requireUser(c);
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
export type ProfileResponder = (c: Context<AppBindings>, userId: string) => Promise<Response>;

import { Hono } from "hono";
import { notificationSettingsUpdateSchema, profileUpdateSchema } from "@/shared/schemas/profile";
import type { AppDeps } from "../context";
import { loadSession, requireUser } from "../platform/auth/session";
import type { AppBindings } from "../platform/context";
import { ApiError } from "../platform/http/errors";
import { privateNoStore } from "../platform/http/private-no-store";
import { jsonBody } from "../platform/http/validate";
import { mediaUrl } from "../platform/storage/storage";
import { avatarRoutes, type ProfileResponder } from "./avatar.routes";
import { updateNotificationSettings } from "./notification-settings.service";
import { getMyProfile, updateProfile } from "./profiles.service";

/** The signed-in user's own profile: sign-in required, never cached. */
export function profileRoutes({
  auth,
  db,
  storage,
  logger,
  limits,
}: Pick<AppDeps, "auth" | "db" | "storage" | "logger" | "limits">) {
  const profileResponse: ProfileResponder = async (c, userId) => {
    const profile = await getMyProfile(db, userId, mediaUrl);
    if (!profile) throw ApiError.notFound("Profile not found");
    return c.json(profile);
  };

  return (
    new Hono<AppBindings>()
      .use(loadSession(auth))
      .use(privateNoStore)
      .get("/me", (c) => profileResponse(c, requireUser(c).id))
      // The user is checked before the body, so a signed-out client hears 401, not a field error.
      .patch("/me", async (c) => {
        const user = requireUser(c);
        const update = await jsonBody(c, profileUpdateSchema);
        await updateProfile(db, user, update);
        return profileResponse(c, user.id);
      })
      .patch("/me/notification-settings", async (c) => {
        const user = requireUser(c);
        const update = await jsonBody(c, notificationSettingsUpdateSchema);
        return c.json(await updateNotificationSettings(db, user, update));
      })
      .route("/me/avatar", avatarRoutes({ db, storage, logger, limits, profileResponse }))
  );
}

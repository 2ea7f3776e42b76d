import { Hono } from "hono";
import { loadSession, requireUser } from "../auth/session";
import type { AppBindings, AppDeps } from "../context";
import { ApiError } from "../http/errors";
import { mediaUrl } from "../storage/storage";
import { getMyProfile } from "./profiles.service";

export function profileRoutes({ auth, db }: Pick<AppDeps, "auth" | "db">) {
  return new Hono<AppBindings>().use(loadSession(auth)).get("/me", async (c) => {
    const user = requireUser(c);
    const profile = await getMyProfile(db, user.id, mediaUrl);
    if (!profile) throw ApiError.notFound("Profile not found");
    c.header("cache-control", "private, no-store");
    return c.json(profile);
  });
}

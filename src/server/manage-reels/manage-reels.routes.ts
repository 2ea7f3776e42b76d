import type { Context, MiddlewareHandler } from "hono";
import { Hono } from "hono";
import { MANAGE_REEL_MESSAGES } from "@/shared/manage-reels";
import {
  managedReelListQuerySchema,
  reelPropertyOptionsQuerySchema,
  reelUpdateSchema,
} from "@/shared/schemas/manage-reels";
import type { AppDeps } from "../context";
import { loadSession, requireRole } from "../platform/auth/session";
import type { AppBindings } from "../platform/context";
import { ApiError } from "../platform/http/errors";
import { imageUpload } from "../platform/http/image-upload";
import { createRateLimiter, enforceRateLimit } from "../platform/http/rate-limit";
import { jsonBody, queryParams } from "../platform/http/validate";
import type { ReelActor } from "./access";
import { createManagedReel, deleteManagedReel, updateManagedReel } from "./reel-actions.service";
import { assertRoomForUpload } from "./reel-storage.service";
import { getManagedReel, listManagedReels, listReelPropertyOptions } from "./reels-query";
import { asVideoFieldError, readReelUpload } from "./upload-form";

/** Administrators manage every reel, realtors their own; 401 signed out, 403 anyone else. */
function actorOf(c: Context<AppBindings>): ReelActor {
  const user = requireRole(c, "admin", "realtor");
  return { id: user.id, role: user.role as ReelActor["role"] };
}

const requireManager: MiddlewareHandler<AppBindings> = async (c, next) => {
  actorOf(c);
  await next();
};

/**
 * Per account: each upload streams up to 100 MB to storage and is measured there; a realtor
 * posting a batch of tours sends a few in ten minutes, a script a flood.
 */
export const REEL_UPLOAD_LIMIT = { limit: 5, windowMs: 10 * 60_000 };

/** The body's declared length, when it declares one. */
function declaredLength(c: Context): number | undefined {
  const length = Number(c.req.header("content-length"));
  return Number.isSafeInteger(length) && length > 0 ? length : undefined;
}

/** /api/manage/reels: reel management for administrators (all) and realtors (own). */
export function manageReelRoutes({ auth, db, storage, limits, env }: AppDeps) {
  const session = loadSession(auth);
  const poster = imageUpload("poster");
  const uploadLimiter = createRateLimiter(limits, "reel-upload", REEL_UPLOAD_LIMIT);
  const quotaBytes = env.REEL_STORAGE_QUOTA_BYTES;

  const reelOr404 = async (id: string) => {
    const reel = await getManagedReel(db, id);
    if (!reel) throw ApiError.notFound("Reel not found");
    return reel;
  };

  return (
    new Hono<AppBindings>()
      .use(session)
      .use(requireManager)
      .get("/", async (c) => {
        const query = queryParams(c, managedReelListQuerySchema);
        c.header("cache-control", "no-store");
        return c.json(await listManagedReels(db, actorOf(c), query, quotaBytes));
      })
      .get("/properties", async (c) => {
        const { q } = queryParams(c, reelPropertyOptionsQuerySchema);
        c.header("cache-control", "no-store");
        return c.json({ items: await listReelPropertyOptions(db, actorOf(c), q) });
      })
      // After the role check (requireManager), the upload limit and a first look at the storage
      // room, all before the body is read: nobody gets to send a hundred megabytes for nothing.
      .post("/", async (c) => {
        const actor = actorOf(c);
        await enforceRateLimit(c, uploadLimiter, actor.id, MANAGE_REEL_MESSAGES.uploadRateLimited);
        await assertRoomForUpload(db, actor.id, quotaBytes, declaredLength(c));
        let id: string;
        try {
          const input = await readReelUpload(c, storage);
          // The poster's refusals become issues of the poster field, the video's of the video field.
          id = await poster.process(() =>
            createManagedReel({ db, storage, quotaBytes }, actor, input),
          );
        } catch (error) {
          throw asVideoFieldError(error);
        }
        return c.json(await reelOr404(id), 201);
      })
      .patch("/:id", async (c) => {
        const actor = actorOf(c);
        const id = c.req.param("id");
        const input = await jsonBody(c, reelUpdateSchema);
        await updateManagedReel(db, actor, id, input);
        return c.json(await reelOr404(id));
      })
      .delete("/:id", async (c) => {
        await deleteManagedReel({ db, storage }, actorOf(c), c.req.param("id"));
        return c.body(null, 204);
      })
  );
}

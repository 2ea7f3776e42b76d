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
import { deleteManagedReel, updateManagedReel } from "./reel-actions.service";
import { assertRoomForUpload } from "./reel-storage.service";
import {
  assertRoomToProcess,
  createReelUpload,
  deleteReelUpload,
  retryReelUpload,
} from "./reel-uploads.service";
import { getReelUploadState } from "./reel-uploads-query";
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
 * Per account: each upload streams up to 200 MB to storage and is transcoded; a realtor
 * posting a batch of tours sends a few in ten minutes, a script a flood.
 */
export const REEL_UPLOAD_LIMIT = { limit: 5, windowMs: 10 * 60_000 };

/** The body's declared length, when it declares one. */
function declaredLength(c: Context): number | undefined {
  const length = Number(c.req.header("content-length"));
  return Number.isSafeInteger(length) && length > 0 ? length : undefined;
}

/** /api/manage/reels: reel management for administrators (all) and realtors (own). */
export function manageReelRoutes({ auth, db, storage, limits, env, jobs }: AppDeps) {
  const session = loadSession(auth);
  const poster = imageUpload("poster");
  const uploadLimiter = createRateLimiter(limits, "reel-upload", REEL_UPLOAD_LIMIT);
  const quotaBytes = env.REEL_STORAGE_QUOTA_BYTES;

  const reelOr404 = async (id: string) => {
    const reel = await getManagedReel(db, id);
    if (!reel) throw ApiError.notFound("Reel not found");
    return reel;
  };
  const uploadOr404 = async (actor: ReelActor, id: string) => {
    const upload = await getReelUploadState(db, actor, id);
    if (!upload) throw ApiError.notFound(MANAGE_REEL_MESSAGES.uploadNotFound);
    return upload;
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
      // room and the videos in progress, all before the body is read: nobody gets to send a
      // hundred megabytes for nothing. 202: the reel is published once it has been processed.
      .post("/", async (c) => {
        const actor = actorOf(c);
        await enforceRateLimit(c, uploadLimiter, actor.id, MANAGE_REEL_MESSAGES.uploadRateLimited);
        await assertRoomForUpload(db, actor.id, quotaBytes, declaredLength(c));
        await assertRoomToProcess(db, actor.id);
        let id: string;
        try {
          const input = await readReelUpload(c, storage);
          id = input.id;
          // The poster's refusals become issues of the poster field, the video's of the video field.
          await poster.process(() =>
            createReelUpload({ db, storage, jobs, quotaBytes }, actor, input),
          );
        } catch (error) {
          throw asVideoFieldError(error);
        }
        return c.json(await uploadOr404(actor, id), 202);
      })
      .get("/uploads/:id", async (c) => {
        c.header("cache-control", "no-store");
        return c.json(await uploadOr404(actorOf(c), c.req.param("id")));
      })
      .post("/uploads/:id/retry", async (c) => {
        const actor = actorOf(c);
        await retryReelUpload({ db, jobs }, actor, c.req.param("id"));
        return c.json(await uploadOr404(actor, c.req.param("id")));
      })
      .delete("/uploads/:id", async (c) => {
        await deleteReelUpload({ db, storage }, actorOf(c), c.req.param("id"));
        return c.body(null, 204);
      })
      .patch("/:id", async (c) => {
        const actor = actorOf(c);
        const id = c.req.param("id");
        const input = await jsonBody(c, reelUpdateSchema);
        await updateManagedReel({ db, storage }, actor, id, input);
        return c.json(await reelOr404(id));
      })
      .delete("/:id", async (c) => {
        await deleteManagedReel({ db, storage }, actorOf(c), c.req.param("id"));
        return c.body(null, 204);
      })
  );
}

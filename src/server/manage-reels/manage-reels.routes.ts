import type { Context, MiddlewareHandler } from "hono";
import { Hono } from "hono";
import {
  managedReelListQuerySchema,
  reelPropertyOptionsQuerySchema,
  reelUpdateSchema,
} from "@/shared/schemas/manage-reels";
import { loadSession, requireRole } from "../auth/session";
import type { AppBindings, AppDeps } from "../context";
import { ApiError } from "../http/errors";
import { imageUpload } from "../http/image-upload";
import { jsonBody, queryParams } from "../http/validate";
import type { ReelActor } from "./access";
import { createManagedReel, deleteManagedReel, updateManagedReel } from "./reel-actions.service";
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

/** /api/manage/reels: reel management for administrators (all) and realtors (own). */
export function manageReelRoutes({ auth, db, storage }: AppDeps) {
  const session = loadSession(auth);
  const poster = imageUpload("poster");

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
        return c.json(await listManagedReels(db, actorOf(c), query));
      })
      .get("/properties", async (c) => {
        const { q } = queryParams(c, reelPropertyOptionsQuerySchema);
        c.header("cache-control", "no-store");
        return c.json({ items: await listReelPropertyOptions(db, actorOf(c), q) });
      })
      // After the role check (requireManager): nobody else gets to send a hundred megabytes.
      .post("/", async (c) => {
        const actor = actorOf(c);
        let id: string;
        try {
          const input = await readReelUpload(c, storage);
          // The poster's refusals become issues of the poster field, the video's of the video field.
          id = await poster.process(() => createManagedReel({ db, storage }, actor, input));
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

import type { Context } from "hono";
import { Hono } from "hono";
import { reelFeedQuerySchema } from "@/shared/schemas/reels";
import { commentRoutes } from "../comments/comment-routes";
import type { AppDeps } from "../context";
import { loadSession } from "../platform/auth/session";
import type { AppBindings, SessionUser } from "../platform/context";
import { ApiError } from "../platform/http/errors";
import { queryParams } from "../platform/http/validate";
import { createWriteLimit } from "../platform/http/write-limit";
import { LIKE_LIMIT } from "../platform/http/write-limits";
import { addReelComment, listReelComments } from "./comments.service";
import { setReelLike } from "./likes.service";
import { getReel, listReels } from "./reels.service";

const reelNotFound = () => ApiError.notFound("Reel not found");

function signedIn(c: Context<AppBindings>, message: string): SessionUser {
  const user = c.get("user");
  if (!user) throw ApiError.unauthorized(message);
  return user;
}

/**
 * likedByMe differs per viewer: a signed-in answer must stay in this browser, while the
 * signed-out one is the same for everybody. Vary on the cookie so no cache hands one to the other.
 */
function reelCacheHeaders(c: Context<AppBindings>) {
  c.header("cache-control", c.get("user") ? "private, no-store" : "public, max-age=15");
  c.header("vary", "Cookie", { append: true });
}

export function reelRoutes({ auth, db, limits }: Pick<AppDeps, "auth" | "db" | "limits">) {
  const likeLimit = createWriteLimit(limits, "reel-like", LIKE_LIMIT);
  // The session is read per route: the reads need it only to fill in likedByMe.
  const session = loadSession(auth);
  const viewerId = (c: Context<AppBindings>) => c.get("user")?.id ?? null;

  return new Hono<AppBindings>()
    .get("/", session, async (c) => {
      const query = queryParams(c, reelFeedQuerySchema);
      const page = await listReels(db, query, viewerId(c));
      if (!page) throw reelNotFound();
      reelCacheHeaders(c);
      return c.json(page);
    })
    .get("/:id", session, async (c) => {
      const reel = await getReel(db, c.req.param("id"), viewerId(c));
      if (!reel) throw reelNotFound();
      reelCacheHeaders(c);
      return c.json(reel);
    })
    .put("/:id/like", session, async (c) => {
      const user = signedIn(c, "Please sign in to like reels");
      await likeLimit(c, user.id);
      const state = await setReelLike(db, c.req.param("id"), user.id, true);
      if (!state) throw reelNotFound();
      return c.json(state);
    })
    .delete("/:id/like", session, async (c) => {
      const user = signedIn(c, "Please sign in to like reels");
      await likeLimit(c, user.id);
      const state = await setReelLike(db, c.req.param("id"), user.id, false);
      if (!state) throw reelNotFound();
      return c.json(state);
    })
    .route(
      "/",
      commentRoutes(
        { auth, db, limits },
        {
          kind: "reel",
          list: listReelComments,
          add: addReelComment,
          notFound: reelNotFound,
          signInMessage: "Please sign in to comment",
        },
      ),
    );
}

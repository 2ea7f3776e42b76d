import type { Context } from "hono";
import { Hono } from "hono";
import { reelCommentSchema, reelFeedQuerySchema } from "@/shared/schemas/reels";
import { loadSession } from "../auth/session";
import type { AppBindings, AppDeps, SessionUser } from "../context";
import { ApiError } from "../http/errors";
import { createRateLimiter, enforceRateLimit } from "../http/rate-limit";
import { jsonBody, queryParams } from "../http/validate";
import { createWriteLimit } from "../http/write-limit";
import { LIKE_LIMIT } from "../http/write-limits";
import { withPlainText } from "../inquiries/plain-text";
import { addReelComment, listReelComments } from "./comments.service";
import { setReelLike } from "./likes.service";
import { getReel, listReels } from "./reels.service";

/** Per signed-in user: enough for a lively thread, too few to flood one. */
export const REEL_COMMENT_LIMIT = { limit: 20, windowMs: 10 * 60_000 };

const commentInput = withPlainText(reelCommentSchema, ["body"]);

export const reelNotFound = () => ApiError.notFound("Reel not found");

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

export function reelRoutes({ auth, db }: Pick<AppDeps, "auth" | "db">) {
  const commentLimiter = createRateLimiter(REEL_COMMENT_LIMIT);
  const likeLimit = createWriteLimit(LIKE_LIMIT);
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
      likeLimit(c, user.id);
      const state = await setReelLike(db, c.req.param("id"), user.id, true);
      if (!state) throw reelNotFound();
      return c.json(state);
    })
    .delete("/:id/like", session, async (c) => {
      const user = signedIn(c, "Please sign in to like reels");
      likeLimit(c, user.id);
      const state = await setReelLike(db, c.req.param("id"), user.id, false);
      if (!state) throw reelNotFound();
      return c.json(state);
    })
    .get("/:id/comments", async (c) => {
      const cursor = c.req.query("cursor");
      const page = await listReelComments(db, c.req.param("id"), cursor || undefined);
      if (!page) throw reelNotFound();
      // A comment must show up the moment its author reloads the thread.
      c.header("cache-control", "no-store");
      return c.json(page);
    })
    .post("/:id/comments", session, async (c) => {
      const user = signedIn(c, "Please sign in to comment");
      const input = await jsonBody(c, commentInput);
      enforceRateLimit(c, commentLimiter, user.id, "Too many comments.");
      const comment = await addReelComment(db, c.req.param("id"), user.id, input.body);
      if (!comment) throw reelNotFound();
      return c.json(comment, 201);
    });
}

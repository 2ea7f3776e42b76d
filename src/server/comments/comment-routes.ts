import { Hono } from "hono";
import type { CommentsPage, ThreadComment } from "@/shared/comments";
import { reelCommentSchema } from "@/shared/schemas/reels";
import type { AppDeps } from "../context";
import { loadSession, refuseUnverified } from "../platform/auth/session";
import type { AppBindings } from "../platform/context";
import type { Database } from "../platform/db/client";
import { ApiError } from "../platform/http/errors";
import { withPlainText } from "../platform/http/plain-text";
import { createRateLimiter, enforceRateLimit } from "../platform/http/rate-limit";
import { jsonBody } from "../platform/http/validate";

/** Per signed-in user and thread kind: enough for a lively thread, too few to flood one. */
const COMMENT_LIMIT = { limit: 20, windowMs: 10 * 60_000 };

const commentInput = withPlainText(reelCommentSchema, ["body"]);

interface CommentRoutesOptions {
  list: (
    db: Database,
    parentId: string,
    cursor: string | undefined,
  ) => Promise<CommentsPage | null>;
  add: (
    db: Database,
    parentId: string,
    userId: string,
    body: string,
  ) => Promise<ThreadComment | null>;
  notFound: () => ApiError;
  /** The 401's words, e.g. "Please sign in to comment". */
  signInMessage: string;
  /** Sets this kind's counts apart in the shared limit store, e.g. "reel". */
  kind: string;
}

/** GET and POST /:id/comments of one kind of thread (reels, blog posts). */
export function commentRoutes(
  { auth, db, limits }: Pick<AppDeps, "auth" | "db" | "limits">,
  { list, add, notFound, signInMessage, kind }: CommentRoutesOptions,
) {
  const limiter = createRateLimiter(limits, `comment:${kind}`, COMMENT_LIMIT);
  return new Hono<AppBindings>()
    .get("/:id/comments", async (c) => {
      const page = await list(db, c.req.param("id"), c.req.query("cursor") || undefined);
      if (!page) throw notFound();
      // A comment must show up the moment its author reloads the thread.
      c.header("cache-control", "no-store");
      return c.json(page);
    })
    .post("/:id/comments", loadSession(auth), async (c) => {
      const user = c.get("user");
      if (!user) throw ApiError.unauthorized(signInMessage);
      refuseUnverified(user);
      const input = await jsonBody(c, commentInput);
      await enforceRateLimit(c, limiter, user.id, "Too many comments.");
      const comment = await add(db, c.req.param("id"), user.id, input.body);
      if (!comment) throw notFound();
      return c.json(comment, 201);
    });
}

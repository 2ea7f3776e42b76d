import type { Context } from "hono";
import { Hono } from "hono";
import { NEWSLETTER_MESSAGES } from "@/shared/blog";
import {
  blogListQuerySchema,
  newsletterConfirmSchema,
  newsletterSubscribeSchema,
} from "@/shared/schemas/blog";
import { commentRoutes } from "../comments/comment-routes";
import type { AppDeps } from "../context";
import { loadSession } from "../platform/auth/session";
import type { AppBindings, SessionUser } from "../platform/context";
import { ApiError } from "../platform/http/errors";
import { createRateLimiter, enforceRateLimit } from "../platform/http/rate-limit";
import { jsonBody, queryParams } from "../platform/http/validate";
import { createWriteLimit } from "../platform/http/write-limit";
import { LIKE_LIMIT } from "../platform/http/write-limits";
import { addPostComment, listPostComments } from "./comments.service";
import { setBlogPostLike } from "./likes.service";
import { countBlogView, getBlogPost, isPublishedPost } from "./post.service";
import { listBlogCategories, listBlogPosts, popularTags } from "./posts.service";
import { confirmNewsletterSubscription, subscribeToNewsletter } from "./subscribers.service";

/** One counted view per address and post in this window: a reload loop cannot inflate views. */
const BLOG_VIEW_LIMIT = { limit: 1, windowMs: 10 * 60_000 };
/**
 * Per client address: enough for a typo or two, too few to fill the list with guesses. Each
 * attempt mails whatever address was typed, so while the limit store is down it refuses, as the
 * e-mail-link limits do: nobody's inbox is open to an unlimited window.
 */
export const SUBSCRIBE_LIMIT = {
  limit: 5,
  windowMs: 10 * 60_000,
  whenStoreDown: "closed",
} as const;
/**
 * Confirmation e-mails per subscriber address, whatever client asks: a lost e-mail can be sent
 * again, but no one can flood someone's inbox. Past it the answer stays the same, so it tells
 * nothing, and nothing is sent or changed (the last link keeps working). Uncounted, none is sent.
 */
export const CONFIRM_MAILS_LIMIT = {
  limit: 3,
  windowMs: 60 * 60_000,
  whenStoreDown: "closed",
} as const;

const blogPostNotFound = () => ApiError.notFound("Blog post not found");

function signedIn(c: Context<AppBindings>): SessionUser {
  const user = c.get("user");
  if (!user) throw ApiError.unauthorized("Please sign in to like posts");
  return user;
}

/** The Subscribe card shows one line: the field's own message is the whole answer. */
async function subscribeInput(c: Context<AppBindings>) {
  try {
    return await jsonBody(c, newsletterSubscribeSchema);
  } catch (error) {
    const first = error instanceof ApiError ? error.issues?.[0] : undefined;
    throw first ? ApiError.validation([first], first.message) : error;
  }
}

export function blogRoutes(deps: Pick<AppDeps, "auth" | "db" | "mailer" | "env" | "limits">) {
  const { auth, db, limits } = deps;
  const viewLimiter = createRateLimiter(limits, "blog-view", BLOG_VIEW_LIMIT);
  const subscribeLimiter = createRateLimiter(limits, "blog-subscribe", SUBSCRIBE_LIMIT);
  const confirmMailLimiter = createRateLimiter(limits, "blog-confirm-mail", CONFIRM_MAILS_LIMIT);
  const likeLimit = createWriteLimit(limits, "blog-like", LIKE_LIMIT);
  const liker = async (c: Context<AppBindings>) => {
    const user = signedIn(c);
    await likeLimit(c, user.id);
    return user;
  };
  // The session is read only where the answer depends on the viewer.
  const session = loadSession(auth);

  return new Hono<AppBindings>()
    .get("/posts", async (c) => {
      const query = queryParams(c, blogListQuerySchema);
      return c.json(await listBlogPosts(db, query));
    })
    .get("/categories", async (c) => c.json(await listBlogCategories(db)))
    .get("/popular-tags", async (c) => c.json(await popularTags(db)))
    .get("/posts/:id", session, async (c) => {
      const user = c.get("user");
      const viewer = user ? { id: user.id, role: user.role } : null;
      const post = await getBlogPost(db, c.req.param("id"), viewer);
      if (!post) throw blogPostNotFound();
      // likedByMe and drafts differ per viewer; never let a cache hand one to another.
      c.header("cache-control", "private, no-store");
      return c.json(post);
    })
    .post("/posts/:id/views", async (c) => {
      const postId = c.req.param("id");
      const counts = (await viewLimiter.hit(`${c.get("clientIp")} ${postId}`)).allowed;
      // A view past the limit is still answered as seen: the page has nothing to show for it.
      const found = counts ? await countBlogView(db, postId) : await isPublishedPost(db, postId);
      if (!found) throw blogPostNotFound();
      return c.body(null, 204);
    })
    .route(
      "/posts",
      commentRoutes(
        { auth, db, limits },
        {
          kind: "blog",
          list: listPostComments,
          add: addPostComment,
          notFound: blogPostNotFound,
          signInMessage: "Please sign in to comment",
        },
      ),
    )
    .put("/posts/:id/like", session, async (c) => {
      const state = await setBlogPostLike(db, c.req.param("id"), (await liker(c)).id, true);
      if (!state) throw blogPostNotFound();
      return c.json(state);
    })
    .delete("/posts/:id/like", session, async (c) => {
      const state = await setBlogPostLike(db, c.req.param("id"), (await liker(c)).id, false);
      if (!state) throw blogPostNotFound();
      return c.json(state);
    })
    .post("/subscribers", async (c) => {
      const { email } = await subscribeInput(c);
      await enforceRateLimit(c, subscribeLimiter, c.get("clientIp"), "Too many attempts.");
      // One answer whether the address is new, waiting or confirmed: it tells no one who reads us.
      if ((await confirmMailLimiter.hit(email)).allowed) await subscribeToNewsletter(deps, email);
      return c.json({ pending: true }, 202);
    })
    .post("/subscribers/confirm", async (c) => {
      const { token } = await jsonBody(c, newsletterConfirmSchema);
      if (!(await confirmNewsletterSubscription(db, token)))
        throw new ApiError("BAD_REQUEST", NEWSLETTER_MESSAGES.linkInvalid);
      return c.json({ confirmed: true });
    });
}

import { Hono } from "hono";
import {
  reviewableQuerySchema,
  reviewCreateSchema,
  reviewReplySchema,
} from "@/shared/schemas/reviews";
import type { AppDeps } from "../context";
import { loadSession, refuseUnverified, requireUser } from "../platform/auth/session";
import type { AppBindings } from "../platform/context";
import { withPlainText } from "../platform/http/plain-text";
import { privateNoStore } from "../platform/http/private-no-store";
import { jsonBody, queryParams } from "../platform/http/validate";
import { createWriteLimit } from "../platform/http/write-limit";
import { REVIEW_LIMIT } from "../platform/http/write-limits";
import { createReview, replyToReview, reviewableEngagements } from "./reviews.service";

const createInput = withPlainText(reviewCreateSchema, ["text"]);
const replyInput = withPlainText(reviewReplySchema, ["text"]);

/** /api/reviews: writing a review, the professional's reply, and what the caller may review. */
export function reviewRoutes({ auth, db, limits }: Pick<AppDeps, "auth" | "db" | "limits">) {
  const writeLimit = createWriteLimit(limits, "review", REVIEW_LIMIT);
  return new Hono<AppBindings>()
    .use(loadSession(auth))
    .use(privateNoStore)
    .get("/reviewable", async (c) => {
      const user = requireUser(c);
      const { subjectId } = queryParams(c, reviewableQuerySchema);
      return c.json({ items: await reviewableEngagements(db, user.id, subjectId) });
    })
    .post("/", async (c) => {
      const user = requireUser(c);
      refuseUnverified(user);
      const input = await jsonBody(c, createInput);
      await writeLimit(c, user.id);
      return c.json(await createReview(db, user.id, input), 201);
    })
    .post("/:id/reply", async (c) => {
      const user = requireUser(c);
      refuseUnverified(user);
      const input = await jsonBody(c, replyInput);
      await writeLimit(c, user.id);
      return c.json(await replyToReview(db, user.id, c.req.param("id"), input));
    });
}

import { Hono } from "hono";
import { adminReviewListQuerySchema, reviewHideSchema } from "@/shared/schemas/reviews";
import type { AppDeps } from "../context";
import { requireUser } from "../platform/auth/session";
import type { AppBindings } from "../platform/context";
import { withPlainText } from "../platform/http/plain-text";
import { jsonBody, queryParams } from "../platform/http/validate";
import { hideReview, listAdminReviews } from "./admin-reviews.service";

const hideInput = withPlainText(reviewHideSchema, []);

/** /api/admin/reviews: every review, and hiding one with a reason (admins only, checked above). */
export function adminReviewRoutes({ db }: Pick<AppDeps, "db">) {
  return new Hono<AppBindings>()
    .get("/", async (c) =>
      c.json(await listAdminReviews(db, queryParams(c, adminReviewListQuerySchema))),
    )
    .post("/:id/hide", async (c) => {
      const input = await jsonBody(c, hideInput);
      return c.json(await hideReview(db, requireUser(c).id, c.req.param("id"), input));
    });
}

import { Hono } from "hono";
import type { DirectoryKind } from "@/shared/directory";
import { reviewPageQuerySchema } from "@/shared/schemas/reviews";
import type { AppDeps } from "../context";
import { loadSession } from "../platform/auth/session";
import type { AppBindings } from "../platform/context";
import { ApiError } from "../platform/http/errors";
import { privateNoStore } from "../platform/http/private-no-store";
import { queryParams } from "../platform/http/validate";
import { professionalReviews } from "../reviews/reviews.service";

const NOT_FOUND: Record<DirectoryKind, string> = {
  realtor: "Realtor not found",
  photographer: "Photographer not found",
};

/**
 * GET /:id/reviews of a directory: a professional's visible reviews. Private, since the
 * professional reading their own is offered Reply.
 */
export function reviewPageRoutes(deps: Pick<AppDeps, "auth" | "db">, kind: DirectoryKind) {
  return new Hono<AppBindings>().get(
    "/:id/reviews",
    loadSession(deps.auth),
    privateNoStore,
    async (c) => {
      const { page } = queryParams(c, reviewPageQuerySchema);
      const viewer = c.get("user");
      const id = c.req.param("id");
      const found = await professionalReviews(deps.db, kind, id, page, viewer?.id ?? null);
      if (!found) throw ApiError.notFound(NOT_FOUND[kind]);
      return c.json(found);
    },
  );
}

import { Hono } from "hono";
import { realtorPageQuerySchema, realtorSearchSchema } from "@/shared/schemas/directory";
import type { AppDeps } from "../context";
import type { AppBindings } from "../platform/context";
import { ApiError } from "../platform/http/errors";
import { queryParams } from "../platform/http/validate";
import { contactRoutes } from "./contact.routes";
import { realtorPublicPage } from "./realtor-page.service";
import { searchRealtors } from "./realtors.service";
import { reviewPageRoutes } from "./review-page.routes";

/** /api/realtors: the public Find a Realtor directory, each realtor's page and Contact form. */
export function realtorRoutes(deps: Pick<AppDeps, "auth" | "db" | "mailer" | "limits">) {
  return new Hono<AppBindings>()
    .get("/", async (c) =>
      c.json(await searchRealtors(deps.db, queryParams(c, realtorSearchSchema))),
    )
    .get("/:id", async (c) => {
      const { page } = queryParams(c, realtorPageQuerySchema);
      const found = await realtorPublicPage(deps.db, c.req.param("id"), page);
      if (!found) throw ApiError.notFound("Realtor not found");
      return c.json(found);
    })
    .route("/", reviewPageRoutes(deps, "realtor"))
    .route("/", contactRoutes(deps, "realtor"));
}

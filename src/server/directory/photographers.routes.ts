import { Hono } from "hono";
import { photographerSearchSchema } from "@/shared/schemas/directory";
import type { AppDeps } from "../context";
import type { AppBindings } from "../platform/context";
import { ApiError } from "../platform/http/errors";
import { queryParams } from "../platform/http/validate";
import { contactRoutes } from "./contact.routes";
import { photographerPublicPage, searchPhotographers } from "./photographers.service";
import { reviewPageRoutes } from "./review-page.routes";

/** /api/photographers: the public photographer directory, each one's page and Contact form. */
export function photographerRoutes(deps: Pick<AppDeps, "auth" | "db" | "mailer" | "limits">) {
  return new Hono<AppBindings>()
    .get("/", async (c) =>
      c.json(await searchPhotographers(deps.db, queryParams(c, photographerSearchSchema))),
    )
    .get("/:id", async (c) => {
      const found = await photographerPublicPage(deps.db, c.req.param("id"));
      if (!found) throw ApiError.notFound("Photographer not found");
      return c.json(found);
    })
    .route("/", reviewPageRoutes(deps, "photographer"))
    .route("/", contactRoutes(deps, "photographer"));
}

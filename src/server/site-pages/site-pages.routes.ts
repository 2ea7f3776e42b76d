import { Hono } from "hono";
import { sitePageSchema, sitePageSlugSchema } from "@/shared/schemas/site-pages";
import type { AppDeps } from "../context";
import { requireRole } from "../platform/auth/session";
import type { AppBindings } from "../platform/context";
import { ApiError } from "../platform/http/errors";
import { jsonBody } from "../platform/http/validate";
import { getSitePage, listSitePages, saveSitePage } from "./site-pages.service";

/** The slug of the path; an unknown one is a 404, as for any page that does not exist. */
function slugOf(slug: string) {
  const parsed = sitePageSlugSchema.safeParse({ slug });
  if (!parsed.success) throw new ApiError("NOT_FOUND", "Page not found");
  return parsed.data.slug;
}

/** /api/site-pages: About, Contact, Terms and Privacy for everyone. */
export function sitePageRoutes({ db }: Pick<AppDeps, "db">) {
  return new Hono<AppBindings>().get("/:slug", async (c) =>
    c.json(await getSitePage(db, slugOf(c.req.param("slug")))),
  );
}

/** /api/admin/site-pages, under the admin-only mount: the Settings page's Pages section. */
export function adminSitePageRoutes({ db }: Pick<AppDeps, "db">) {
  return new Hono<AppBindings>()
    .get("/", async (c) => c.json(await listSitePages(db)))
    .put("/:slug", async (c) => {
      // The mount already checked the role; this names the admin the activity row is about.
      const admin = requireRole(c, "admin");
      const slug = slugOf(c.req.param("slug"));
      const text = await jsonBody(c, sitePageSchema);
      return c.json(await saveSitePage(db, admin.id, slug, text));
    });
}

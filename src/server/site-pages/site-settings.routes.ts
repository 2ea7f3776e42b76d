import { Hono } from "hono";
import { getSiteSettings } from "../admin/settings-site.service";
import type { AppDeps } from "../context";
import type { AppBindings } from "../platform/context";

/** /api/site: the site's name and contact e-mail, which every page's header and footer show. */
export function siteSettingsRoutes({ db }: Pick<AppDeps, "db">) {
  return new Hono<AppBindings>().get("/", async (c) => {
    // An admin's change shows on the next page: a cache must check back each time.
    c.header("cache-control", "no-cache");
    return c.json(await getSiteSettings(db));
  });
}

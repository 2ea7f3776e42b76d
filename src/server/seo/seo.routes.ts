import { Hono } from "hono";
import { compress } from "hono/compress";
import type { AppDeps } from "../context";
import type { AppBindings } from "../platform/context";
import { robotsTxt } from "./robots-txt";
import { sitemapEntries } from "./seo.service";
import { sitemapXml } from "./sitemap-xml";

/** The same for every visitor; an hour stale costs crawlers nothing. */
const CRAWLER_CACHE = "public, max-age=3600";

/** /sitemap.xml and /robots.txt, served with or without a web build. */
export function seoRoutes({ db, env }: Pick<AppDeps, "db" | "env">) {
  return new Hono<AppBindings>()
    .get("/sitemap.xml", compress(), async (c) => {
      const xml = sitemapXml(env.BASE_URL, await sitemapEntries(db));
      c.header("cache-control", CRAWLER_CACHE);
      return c.body(xml, 200, { "content-type": "application/xml; charset=utf-8" });
    })
    .get("/robots.txt", (c) => {
      c.header("cache-control", CRAWLER_CACHE);
      return c.text(robotsTxt(env.BASE_URL));
    });
}

import { readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { SITE_PAGE_SLUGS } from "@/shared/site-pages";
import { writeSitePage } from "../site-pages/site-pages.service";
import { DEMO_ASSETS_DIR } from "./demo-assets";
import type { SeedContext, Seeder } from "./seeder";

const text = z.string().trim().min(1);
const page = z.object({ title: text, body: text });
const demoSitePagesSchema = z.object(
  Object.fromEntries(SITE_PAGE_SLUGS.map((slug) => [slug, page])) as Record<
    (typeof SITE_PAGE_SLUGS)[number],
    typeof page
  >,
);

/** First-start text for About, Contact, Terms and Privacy, which administrators then edit. */
export const demoSitePagesSeeder: Seeder = {
  name: "demo-site-pages",
  run: (ctx) => seedDemoSitePages(ctx),
};

async function seedDemoSitePages({ db }: SeedContext): Promise<void> {
  const raw = await readFile(path.join(DEMO_ASSETS_DIR, "site-pages.json"), "utf8");
  const pages = demoSitePagesSchema.parse(JSON.parse(raw));
  for (const slug of SITE_PAGE_SLUGS) await writeSitePage(db, slug, pages[slug]);
}

import { useLocation } from "react-router";
import { isSitePageSlug, type SitePageSlug } from "@/shared/site-pages";
import { pageQueries } from "@/web/app/page-queries.server";
import { PrefetchedPage } from "@/web/app/prefetched-page";
import { describe, type PageMeta, seoMeta } from "@/web/app/site-meta";
import { sitePageQueryOptions } from "@/web/features/site-pages/api/get-site-page";
import { SitePageView } from "@/web/features/site-pages/components/site-page-view";
import type { Route } from "./+types/site-page";

export { clientLoader } from "@/web/app/client-loader";

/** The module serves /about, /contact, /terms and /privacy (routes.ts): the path is the slug. */
function slugOf(pathname: string): SitePageSlug {
  const slug = pathname.replace(/^\/+|\/+$/g, "");
  if (!isSitePageSlug(slug)) throw new Error(`No site page at ${pathname}`);
  return slug;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const slug = slugOf(new URL(request.url).pathname);
  return pageQueries(context, async (client) => {
    const page = await client.fetchQuery(sitePageQueryOptions(slug));
    const seo: PageMeta = { title: page.title, description: describe(page.body) || undefined };
    return { seo };
  });
}

export const meta = seoMeta("Page Not Found");

export default function SitePageRoute() {
  const slug = slugOf(useLocation().pathname);
  return (
    <PrefetchedPage>
      <SitePageView key={slug} slug={slug} />
    </PrefetchedPage>
  );
}

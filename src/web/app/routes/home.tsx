import { useEffect } from "react";
import { type MetaFunction, redirect, useLocation, useNavigate } from "react-router";
import { NEWEST_ON_HOME } from "@/shared/properties";
import { listingCardActions } from "@/web/app/card-actions";
import { pageQueries } from "@/web/app/page-queries.server";
import { PrefetchedPage } from "@/web/app/prefetched-page";
import { pageMeta } from "@/web/app/site-meta";
import { CompareTray } from "@/web/features/compare/components/compare-tray";
import { FeatureHighlights } from "@/web/features/home/components/feature-highlights";
import { Hero } from "@/web/features/home/components/hero";
import { propertyListQueryOptions } from "@/web/features/properties/api/get-property-list";
import { PropertyShowcase } from "@/web/features/properties/components/property-showcase";
import { HeroSearchBox } from "@/web/features/properties/components/search/hero-search-box";
import { isMobileViewport } from "@/web/lib/media";
import { paths } from "@/web/lib/paths";
import type { Route } from "./+types/home";

/** Featured listings are few by nature; six fill two rows. */
const FEATURED_QUERY = { featured: "true", limit: "6" };
const NEWEST_QUERY = { limit: String(NEWEST_ON_HOME) };

const TITLE = "Discover Your Dream Home";

/** Phones start on the reels, sent there before anything is drawn. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (context.isPhone) throw redirect(paths.reels() + new URL(request.url).search);
  return pageQueries(context, async (client) => {
    await Promise.all(
      [FEATURED_QUERY, NEWEST_QUERY].map((query) =>
        client.prefetchQuery(propertyListQueryOptions(query)),
      ),
    );
    return {};
  });
}

/** In the app (client-loader.ts), phones that come back to "/" go to the reels too. */
export function clientLoader({ request }: { request: Request }) {
  if (isMobileViewport()) throw redirect(paths.reels() + new URL(request.url).search);
  return {};
}

export const meta: MetaFunction = (args) => pageMeta(args, { title: TITLE });

/** A narrow window whose browser did not say it is a phone goes to the reels once it is live. */
function useNarrowScreenToReels() {
  const navigate = useNavigate();
  const { search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: decided once, on arrival.
  useEffect(() => {
    if (isMobileViewport()) navigate(paths.reels() + search, { replace: true });
  }, []);
}

export default function HomePage() {
  useNarrowScreenToReels();
  return (
    <PrefetchedPage>
      <Hero search={<HeroSearchBox />} />
      <PropertyShowcase
        id="featured"
        title="Featured Properties"
        description="Explore our top listings this week"
        query={FEATURED_QUERY}
        viewAllTo={paths.search({ featured: "true" })}
        emptyText="No featured properties yet."
        renderAction={listingCardActions}
        priorityFirst
        fillFrom={NEWEST_QUERY}
      />
      <PropertyShowcase
        id="newest"
        title="Newest Properties"
        description="Fresh on the market this week"
        query={NEWEST_QUERY}
        viewAllTo={paths.search()}
        emptyText="No properties yet."
        renderAction={listingCardActions}
      />
      <FeatureHighlights />
      <CompareTray />
    </PrefetchedPage>
  );
}

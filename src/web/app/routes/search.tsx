import { type MetaFunction, useLoaderData } from "react-router";
import { listingCardActions } from "@/web/app/card-actions";
import { pageQueries } from "@/web/app/page-queries.server";
import { PrefetchedPage } from "@/web/app/prefetched-page";
import { pageMeta } from "@/web/app/site-meta";
import { CompareTray } from "@/web/features/compare/components/compare-tray";
import { propertySearchQueryOptions } from "@/web/features/properties/api/search-properties";
import { PropertySearchPage } from "@/web/features/properties/components/search/property-search-page";
import { readSearch } from "@/web/features/properties/search-url";
import { SaveSearchButton } from "@/web/features/saved-searches/components/save-search-button";
import { WIDE_PAGE } from "@/web/lib/page-width";
import type { Route } from "./+types/search";

/** The list beside its map takes a wider page; the header follows it. */
export const handle = WIDE_PAGE;

export async function loader({ request, context }: Route.LoaderArgs) {
  // The URL's search, read here so its schema (zod) never ships to the browser.
  const fields = readSearch(new URL(request.url).searchParams);
  return pageQueries(context, async (client) => {
    await client.prefetchInfiniteQuery(propertySearchQueryOptions(fields));
    return { fields };
  });
}

/** Moves inside the app (client-loader.ts): the URL's search read here, its schema loaded now. */
export async function clientLoader({ request }: { request: Request }) {
  const { readSearch } = await import("@/web/features/properties/search-url");
  return { fields: readSearch(new URL(request.url).searchParams) };
}

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Search Properties",
    description: "Search homes for sale by place, price, bedrooms, bathrooms, type and amenities.",
  });

export default function SearchPage() {
  const { fields } = useLoaderData<typeof loader>();
  return (
    <PrefetchedPage>
      <PropertySearchPage
        fields={fields}
        renderAction={listingCardActions}
        searchAction={<SaveSearchButton fields={fields} />}
      />
      <CompareTray />
    </PrefetchedPage>
  );
}

import type { MetaFunction } from "react-router";
import { PHOTOGRAPHER_TABS } from "@/shared/directory";
import type { LoaderArgs } from "@/web/app/load-context";
import { prefetched } from "@/web/app/prefetch";
import { PrefetchedPage } from "@/web/app/prefetched-page";
import { pageMeta } from "@/web/app/site-meta";
import { directoryQuery } from "@/web/features/directory/api/directory-pages";
import { photographersQueryOptions } from "@/web/features/directory/api/get-photographers";
import { PhotographerDirectory } from "@/web/features/directory/components/photographer-directory";
import { readDirectoryFilters } from "@/web/features/directory/directory-search";

export { clientLoader } from "@/web/app/client-loader";

export async function loader({ request, context }: LoaderArgs) {
  const filters = readDirectoryFilters(new URL(request.url).searchParams, PHOTOGRAPHER_TABS);
  const dehydrated = await prefetched((client) =>
    client.prefetchInfiniteQuery({
      ...photographersQueryOptions(filters),
      queryFn: () => context.reads.photographers(new URLSearchParams(directoryQuery(filters, 1))),
    }),
  );
  return { dehydrated };
}

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Real Estate Photographers",
    description:
      "Find a professional to show your property at its best: architecture, interiors, aerial, virtual tours and twilight shoots.",
  });

export default function PhotographersPage() {
  return (
    <PrefetchedPage>
      <PhotographerDirectory />
    </PrefetchedPage>
  );
}

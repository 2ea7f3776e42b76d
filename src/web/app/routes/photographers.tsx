import type { MetaFunction } from "react-router";
import { PHOTOGRAPHER_TABS } from "@/shared/directory";
import { directoryLoader } from "@/web/app/directory-loader";
import { PrefetchedPage } from "@/web/app/prefetched-page";
import { pageMeta } from "@/web/app/site-meta";
import { photographersQueryOptions } from "@/web/features/directory/api/get-photographers";
import { PhotographerDirectory } from "@/web/features/directory/components/photographer-directory";

export { clientLoader } from "@/web/app/client-loader";

export const loader = directoryLoader(PHOTOGRAPHER_TABS, (client, filters) =>
  client.prefetchInfiniteQuery(photographersQueryOptions(filters)),
);

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

import type { MetaFunction } from "react-router";
import { REALTOR_TABS } from "@/shared/directory";
import type { LoaderArgs } from "@/web/app/load-context";
import { prefetched } from "@/web/app/prefetch";
import { PrefetchedPage } from "@/web/app/prefetched-page";
import { pageMeta } from "@/web/app/site-meta";
import { directoryQuery } from "@/web/features/directory/api/directory-pages";
import { realtorsQueryOptions } from "@/web/features/directory/api/get-realtors";
import { RealtorDirectory } from "@/web/features/directory/components/realtor-directory";
import { readDirectoryFilters } from "@/web/features/directory/directory-search";

export { clientLoader } from "@/web/app/client-loader";

export async function loader({ request, context }: LoaderArgs) {
  const filters = readDirectoryFilters(new URL(request.url).searchParams, REALTOR_TABS);
  const dehydrated = await prefetched((client) =>
    client.prefetchInfiniteQuery({
      ...realtorsQueryOptions(filters),
      queryFn: () => context.reads.realtors(new URLSearchParams(directoryQuery(filters, 1))),
    }),
  );
  return { dehydrated };
}

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Find a Realtor",
    description:
      "Connect with experienced agents who know your market, speak your language and share your goals.",
  });

export default function RealtorsPage() {
  return (
    <PrefetchedPage>
      <RealtorDirectory />
    </PrefetchedPage>
  );
}

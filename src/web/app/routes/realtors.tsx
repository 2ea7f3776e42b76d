import type { MetaFunction } from "react-router";
import { REALTOR_TABS } from "@/shared/directory";
import { directoryLoader } from "@/web/app/directory-loader";
import { PrefetchedPage } from "@/web/app/prefetched-page";
import { pageMeta } from "@/web/app/site-meta";
import { realtorsQueryOptions } from "@/web/features/directory/api/get-realtors";
import { RealtorDirectory } from "@/web/features/directory/components/realtor-directory";

export { clientLoader } from "@/web/app/client-loader";

export const loader = directoryLoader(REALTOR_TABS, (client, filters) =>
  client.prefetchInfiniteQuery(realtorsQueryOptions(filters)),
);

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

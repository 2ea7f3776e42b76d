import { useLoaderData, useSearchParams } from "react-router";
import { readCompareIds } from "@/shared/compare";
import { pageQueries } from "@/web/app/page-queries.server";
import { PrefetchedPage } from "@/web/app/prefetched-page";
import { pageMeta } from "@/web/app/site-meta";
import { comparisonQueryOptions } from "@/web/features/compare/api/get-comparison";
import { ComparePage } from "@/web/features/compare/components/compare-page";
import { ApiClientError } from "@/web/lib/api-client";
import type { Route } from "./+types/compare";

export { clientLoader } from "@/web/app/client-loader";

/** The comparison's homes, read through the API so the table is in the server's HTML. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ids = readCompareIds(new URL(request.url).searchParams.get("ids"));
  return pageQueries(context, async (client) => {
    if (ids.length === 0) return { refusal: null };
    try {
      await client.fetchQuery(comparisonQueryOptions(ids));
      return { refusal: null };
    } catch (error) {
      // A link with odd ids or too many: the page says why instead of failing.
      if (error instanceof ApiClientError && error.status === 400) {
        return { refusal: error.issues?.[0]?.message ?? error.message };
      }
      throw error;
    }
  });
}

// A buyer's own pick: nothing for search engines to list.
export const meta = (args: Parameters<typeof pageMeta>[0]) => [
  ...pageMeta(args, {
    title: "Compare homes",
    description: "Homes side by side: price, size, rooms, costs and features.",
  }),
  { name: "robots", content: "noindex" },
];

export default function CompareRoute() {
  const { refusal } = useLoaderData<typeof loader>() as { refusal?: string | null };
  const [params] = useSearchParams();
  return (
    <PrefetchedPage>
      <ComparePage
        ids={readCompareIds(params.get("ids"))}
        onlyDifferences={params.get("only") === "differences"}
        refusal={refusal}
      />
    </PrefetchedPage>
  );
}

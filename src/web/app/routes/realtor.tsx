import { useParams, useSearchParams } from "react-router";
import { pageQueries } from "@/web/app/page-queries.server";
import { PrefetchedPage } from "@/web/app/prefetched-page";
import { foundOrNotFound, routeErrorBoundary } from "@/web/app/route-errors";
import { describe, type PageMeta, seoMeta } from "@/web/app/site-meta";
import { realtorPageQueryOptions } from "@/web/features/directory/api/get-realtor-page";
import { RealtorNotFound, RealtorPage } from "@/web/features/directory/components/realtor-page";
import { ReviewsNear } from "@/web/features/reviews/components/reviews-near";
import type { Route } from "./+types/realtor";

export { clientLoader } from "@/web/app/client-loader";

/** The page number the URL asks for; anything odd is the first page. */
function pageOf(search: URLSearchParams): number {
  const page = Number(search.get("page"));
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { id } = params;
  const search = new URL(request.url).searchParams;
  const page = pageOf(search);
  return pageQueries(context, async (client) => {
    const realtor = await foundOrNotFound(client.fetchQuery(realtorPageQueryOptions(id, page)));
    const seo: PageMeta = {
      title: `${realtor.name}, Realtor`,
      description: describe(
        realtor.entry?.bio ?? `Homes for sale listed by ${realtor.name} on HomeScope.`,
      ),
    };
    return { seo };
  });
}

export const meta = seoMeta("Realtor Not Found");

export const ErrorBoundary = routeErrorBoundary(RealtorNotFound, "Realtor Not Found");

/** /realtors/:id: a realtor's public page. Keyed by id, so another realtor starts afresh. */
export default function RealtorRoute() {
  const { id = "" } = useParams();
  const [search] = useSearchParams();
  return (
    <PrefetchedPage>
      <RealtorPage
        key={id}
        id={id}
        page={pageOf(search)}
        reviews={(name) => <ReviewsNear kind="realtor" subjectId={id} subjectName={name} />}
      />
    </PrefetchedPage>
  );
}

import { useParams } from "react-router";
import { pageQueries } from "@/web/app/page-queries.server";
import { PrefetchedPage } from "@/web/app/prefetched-page";
import { foundOrNotFound, routeErrorBoundary } from "@/web/app/route-errors";
import { describe, type PageMeta, seoMeta } from "@/web/app/site-meta";
import { photographerPageQueryOptions } from "@/web/features/directory/api/get-photographer-page";
import {
  PhotographerNotFound,
  PhotographerPage,
} from "@/web/features/directory/components/photographer-page";
import { ReviewsNear } from "@/web/features/reviews/components/reviews-near";
import type { Route } from "./+types/photographer";

export { clientLoader } from "@/web/app/client-loader";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { id } = params;
  return pageQueries(context, async (client) => {
    const { photographer } = await foundOrNotFound(
      client.fetchQuery(photographerPageQueryOptions(id)),
    );
    const seo: PageMeta = {
      title: `${photographer.name}, Real Estate Photographer`,
      description: describe(
        photographer.bio ?? `${photographer.specialty} by ${photographer.name} on HomeScope.`,
      ),
    };
    return { seo };
  });
}

export const meta = seoMeta("Photographer Not Found");

export const ErrorBoundary = routeErrorBoundary(PhotographerNotFound, "Photographer Not Found");

/** /photographers/:id: a photographer's public page. Keyed by id, so another one starts afresh. */
export default function PhotographerRoute() {
  const { id = "" } = useParams();
  return (
    <PrefetchedPage>
      <PhotographerPage
        key={id}
        id={id}
        reviews={(name) => <ReviewsNear kind="photographer" subjectId={id} subjectName={name} />}
      />
    </PrefetchedPage>
  );
}

import { useParams, useSearchParams } from "react-router";
import { prefetched } from "@/web/app/prefetch";
import { PrefetchedPage } from "@/web/app/prefetched-page";
import { notFound, routeErrorBoundary } from "@/web/app/route-errors";
import { describe, type PageMeta, seoMeta } from "@/web/app/site-meta";
import { realtorPageQueryOptions } from "@/web/features/directory/api/get-realtor-page";
import { RealtorNotFound, RealtorPage } from "@/web/features/directory/components/realtor-page";
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
  const realtor = await context.reads.realtor(id, new URLSearchParams({ page: String(page) }));
  if (!realtor) notFound();
  const dehydrated = await prefetched(async (client) =>
    client.setQueryData(realtorPageQueryOptions(id, page).queryKey, realtor),
  );
  const seo: PageMeta = {
    title: `${realtor.name}, Realtor`,
    description: describe(
      realtor.entry?.bio ?? `Homes for sale listed by ${realtor.name} on HomeScope.`,
    ),
  };
  return { dehydrated, seo };
}

export const meta = seoMeta("Realtor Not Found");

export const ErrorBoundary = routeErrorBoundary(RealtorNotFound, "Realtor Not Found");

/** /realtors/:id: a realtor's public page. Keyed by id, so another realtor starts afresh. */
export default function RealtorRoute() {
  const { id = "" } = useParams();
  const [search] = useSearchParams();
  return (
    <PrefetchedPage>
      <RealtorPage key={id} id={id} page={pageOf(search)} />
    </PrefetchedPage>
  );
}

import { data, useSearchParams } from "react-router";
import { prefetched } from "@/web/app/prefetch";
import { PrefetchedPage } from "@/web/app/prefetched-page";
import { type PageMeta, seoMeta } from "@/web/app/site-meta";
import { reelFeedParams, reelFeedQueryOptions } from "@/web/features/reels/api/get-reel-feed";
import { ReelsPage } from "@/web/features/reels/components/reels-page";
import type { Route } from "./+types/reels";

export { clientLoader } from "@/web/app/client-loader";

const reelFrom = (request: Request) => new URL(request.url).searchParams.get("reel") || null;

/** A shared reel that no longer exists answers 404; the page says so and offers the feed. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const from = reelFrom(request);
  const feed = await context.reads.reels(reelFeedParams({ from })).catch(() => undefined);
  const dehydrated = await prefetched(async (client) => {
    if (feed)
      client.setQueryData(reelFeedQueryOptions(from).queryKey, {
        pages: [feed],
        pageParams: [null],
      });
  });
  const first = feed?.items[0];
  const shared = from && first?.id === from ? first : null;
  const seo: PageMeta = shared
    ? { title: shared.title, image: shared.poster.src, type: "video.other" }
    : { title: "Reels", description: "Short video tours of homes for sale." };
  return data({ dehydrated, seo }, { status: feed === null ? 404 : 200 });
}

export const meta = seoMeta("Reels");

/** /reels, or /reels?reel=<id> to start at one reel (the link Share hands out). */
export default function ReelsRoute() {
  const [searchParams] = useSearchParams();
  return (
    <PrefetchedPage>
      <ReelsPage from={searchParams.get("reel") || null} />
    </PrefetchedPage>
  );
}

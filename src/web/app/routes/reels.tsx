import { data, useSearchParams } from "react-router";
import { pageQueries } from "@/web/app/page-queries.server";
import { PrefetchedPage } from "@/web/app/prefetched-page";
import { type PageMeta, seoMeta } from "@/web/app/site-meta";
import { reelFeedQueryOptions } from "@/web/features/reels/api/get-reel-feed";
import { ReelsPage } from "@/web/features/reels/components/reels-page";
import { LightStartContext } from "@/web/features/reels/use-reel-source";
import { ApiClientError } from "@/web/lib/api-client";
import type { Route } from "./+types/reels";

export { clientLoader } from "@/web/app/client-loader";

const reelFrom = (request: Request) => new URL(request.url).searchParams.get("reel") || null;

/** A shared reel that no longer exists answers 404; the page says so and offers the feed. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const from = reelFrom(request);
  const loaded = await pageQueries(context, async (client) => {
    // A shared reel that is gone still shows the feed, under a 404; another failure leaves the
    // feed to the browser, which shows its own error state.
    const feed = await client
      .fetchInfiniteQuery(reelFeedQueryOptions(from))
      .then((pages) => pages.pages[0])
      .catch((error) =>
        error instanceof ApiClientError && error.status === 404 ? null : undefined,
      );
    const first = feed?.items[0];
    const shared = from && first?.id === from ? first : null;
    const seo: PageMeta = shared
      ? { title: shared.title, image: shared.poster.src, type: "video.other" }
      : { title: "Reels", description: "Short video tours of homes for sale." };
    // Phones start with the small rendition (most watch on a cellular network), as does any
    // browser that asks to save data or says its network is slow.
    return { seo, missing: feed === null, lightStart: context.isPhone || context.lightMedia };
  });
  const { missing, ...page } = loaded;
  return data(page, { status: missing ? 404 : 200 });
}

export const meta = seoMeta("Reels");

/** /reels, or /reels?reel=<id> to start at one reel (the link Share hands out). */
export default function ReelsRoute({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  return (
    <PrefetchedPage>
      {/* A move inside the app has no server's guess: the browser picks every reel's rendition. */}
      <LightStartContext
        value={loaderData && "lightStart" in loaderData ? loaderData.lightStart : null}
      >
        <ReelsPage from={searchParams.get("reel") || null} />
      </LightStartContext>
    </PrefetchedPage>
  );
}

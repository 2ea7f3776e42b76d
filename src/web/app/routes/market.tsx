import { redirect, useParams } from "react-router";
import { formatCount } from "@/shared/format";
import { type MarketReport, marketLabel, placeSlug } from "@/shared/market";
import { pageQueries } from "@/web/app/page-queries.server";
import { PrefetchedPage } from "@/web/app/prefetched-page";
import { foundOrNotFound, notFound, routeErrorBoundary } from "@/web/app/route-errors";
import { describe, type PageMeta, seoMeta } from "@/web/app/site-meta";
import { type MarketAddress, marketQueryOptions } from "@/web/features/markets/api/get-market";
import {
  MarketNotFound,
  MarketPage,
  marketTitle,
} from "@/web/features/markets/components/market-page";
import { formatFigure, monthLabel } from "@/web/features/markets/market-figures";
import { paths } from "@/web/lib/paths";
import type { Route } from "./+types/market";

export { clientLoader } from "@/web/app/client-loader";

/**
 * The module serves /market/zip/:zip and /market/:state/:city (routes.ts). A city's address is
 * its state's and name's slugs; any other spelling of them is one redirect away.
 */
function addressOf(params: Record<string, string | undefined>): MarketAddress {
  if (params.zip !== undefined) return { kind: "zip", zip: params.zip };
  return { kind: "city", state: params.state ?? "", city: params.city ?? "" };
}

function describeMarket(report: MarketReport): string {
  const place = marketLabel(report.place);
  const last = report.months.at(-1);
  const parts = [
    `${formatCount(report.snapshot.forSale)} homes for sale and ${formatCount(report.snapshot.forRent)} for rent`,
  ];
  if (last?.medianSoldPrice != null) {
    parts.push(
      `median sold price ${formatFigure(last.medianSoldPrice, "price")} in ${monthLabel(last.month, true)}`,
    );
  }
  return describe(
    `${place} home prices and market trends: ${parts.join(", ")}. Days on market, new listings and price cuts by month.`,
  );
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const address = addressOf(params);
  if (address.kind === "city") {
    const canonical = paths.marketCity(address.state, address.city);
    if (!placeSlug(address.state) || !placeSlug(address.city)) notFound();
    if (new URL(request.url).pathname !== canonical) throw redirect(canonical, 301);
  }
  return pageQueries(context, async (client) => {
    const report = await foundOrNotFound(client.fetchQuery(marketQueryOptions(address)));
    const seo: PageMeta = { title: marketTitle(report), description: describeMarket(report) };
    return { seo };
  });
}

export const meta = seoMeta("Market Not Found");

export const ErrorBoundary = routeErrorBoundary(MarketNotFound, "Market Not Found");

export default function MarketRoute() {
  const address = addressOf(useParams());
  const key = address.kind === "zip" ? address.zip : `${address.state}/${address.city}`;
  return (
    <PrefetchedPage>
      <MarketPage key={key} address={address} />
    </PrefetchedPage>
  );
}

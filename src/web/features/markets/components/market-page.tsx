import { Link } from "react-router";
import { formatDay } from "@/shared/format";
import { type MarketReport, marketLabel } from "@/shared/market";
import { NotFoundNotice, PageNotice } from "@/web/components/not-found-notice";
import { PageSkeleton } from "@/web/components/page-skeleton";
import { Button } from "@/web/components/ui/button";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { ApiClientError } from "@/web/lib/api-client";
import { paths } from "@/web/lib/paths";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { type MarketAddress, useMarket } from "../api/get-market";
import { MARKET_CHARTS } from "../market-charts";
import { HeadlineFigures } from "./headline-figures";
import { MarketChartSection } from "./market-chart-section";

/** What a market page is called: "Austin, TX housing market". */
export const marketTitle = (report: MarketReport) => `${marketLabel(report.place)} housing market`;

/** What a search for the market's homes types: "Austin, TX" or the ZIP code. */
const searchText = (report: MarketReport) =>
  report.place.zip ?? `${report.place.city}, ${report.place.state}`;

/**
 * /market/:state/:city and /market/zip/:zip: how a place's market is doing, from the figures the
 * daily refresh stored: the headline figures, then each chart with its table, then what they mean.
 */
export function MarketPage({ address }: { address: MarketAddress }) {
  const query = useMarket(address);
  const notFound = query.error instanceof ApiClientError && query.error.status === 404;
  useDocumentTitle(query.data ? marketTitle(query.data) : notFound ? "Market Not Found" : "Market");
  if (notFound) return <MarketNotFound />;
  if (query.isError) {
    return (
      <PageNotice title="Market" text="We couldn't load this market. Please try again." alert>
        <Button type="button" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </PageNotice>
    );
  }
  if (!query.data) return <PageSkeleton />;
  const report = query.data;
  const { place } = report;
  const text = searchText(report);
  return (
    <div className="mx-auto w-full max-w-7xl space-y-8 px-4 py-6 md:py-8">
      <header className="space-y-3">
        <h1 className="font-bold text-3xl tracking-tight md:text-4xl">{marketTitle(report)}</h1>
        <p className="text-muted-foreground">
          From the homes listed on HomeScope, by whole calendar months. Updated{" "}
          {formatDay(report.refreshedOn)}.
        </p>
        <nav aria-label="Homes in this market" className="flex flex-wrap gap-3">
          <Link to={paths.search({ q: text })} className={buttonVariants()}>
            Homes for sale in {place.zip ?? place.city}
          </Link>
          <Link
            to={paths.search({ q: text, offer: "rent" })}
            className={buttonVariants({ variant: "outline" })}
          >
            Rentals in {place.zip ?? place.city}
          </Link>
          {place.zip ? (
            <Link
              to={paths.marketCity(place.state, place.city)}
              className={buttonVariants({ variant: "outline" })}
            >
              {place.city}, {place.state} market
            </Link>
          ) : null}
        </nav>
      </header>
      <HeadlineFigures report={report} />
      <div className="grid gap-6 lg:grid-cols-2">
        {MARKET_CHARTS.map((spec) => (
          <MarketChartSection key={spec.id} spec={spec} months={report.months} />
        ))}
      </div>
      <AboutTheFigures />
    </div>
  );
}

function AboutTheFigures() {
  return (
    <section aria-labelledby="market-about-title" className="max-w-3xl space-y-2 text-sm">
      <h2 id="market-about-title" className="font-semibold text-lg">
        About these figures
      </h2>
      <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
        <li>
          List price is a home's first asking price, in the month it was first listed; sold price is
          the closing price its agent recorded, in the month it closed.
        </li>
        <li>Days on market run from a home's first day listed to its closing day.</li>
        <li>
          Homes on the market at a month's end were listed and not yet sold, rented or withdrawn
          (homes under contract included); "now" counts only active listings.
        </li>
        <li>A month with no sales shows no median.</li>
      </ul>
    </section>
  );
}

export function MarketNotFound() {
  return (
    <NotFoundNotice
      title="Market Not Found"
      text="We have no market figures for this place yet."
      backTo={paths.search()}
      backLabel="Search homes"
    />
  );
}

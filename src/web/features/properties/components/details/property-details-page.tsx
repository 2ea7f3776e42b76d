import { lazy, type ReactNode, Suspense } from "react";
import { useLocation } from "react-router";
import { keyFacts } from "@/shared/format";
import { paymentEstimateApplies } from "@/shared/listing-life";
import { headlinePrice, priceCutNote, stageNote } from "@/shared/listing-stage-note";
import { listingDocumentTitle, listingPlace } from "@/shared/listing-title";
import { loanKindOf } from "@/shared/mortgage";
import { coverFirst, type PropertyDetail } from "@/shared/properties";
import { BackLink, PageNotice } from "@/web/components/not-found-notice";
import { searchReturnPath } from "@/web/components/properties/search-return";
import { StageBadge } from "@/web/components/properties/stage-badge";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { WhenNear } from "@/web/components/when-near";
import { ApiClientError } from "@/web/lib/api-client";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { useProperty } from "../../api/get-property";
import { AgentCard } from "./agent-card";
import { ListingFacts } from "./listing-facts";
import { ListingHistory } from "./listing-history";
import { MarketLinks } from "./market-links";
import { OpenHousesCard } from "./open-houses-card";
import { PhotoArea } from "./photo-area";
import { PhotoCredit } from "./photo-credit";
import { PropertyDetailsSkeleton } from "./property-details-skeleton";
import { PropertyNotFound } from "./property-not-found";
import { PropertyTabs } from "./property-tabs";
import { RentalTerms } from "./rental-terms";
import { ShareListingButton } from "./share-listing-button";
import { VideoTourLink } from "./video-tour-link";

// Below the description: their code loads when the visitor scrolls near them (the listing page
// is the heaviest public one).
const PaymentCalculator = lazy(() =>
  import("./payment-calculator").then((module) => ({ default: module.PaymentCalculator })),
);
const SimilarHomes = lazy(() =>
  import("./similar-homes").then((module) => ({ default: module.SimilarHomes })),
);
const SoldNearby = lazy(() =>
  import("./similar-homes").then((module) => ({ default: module.SoldNearby })),
);

/** The payment calculator's size, kept while it loads. */
const CALCULATOR_BOX = "h-[26rem] rounded-xl border sm:h-80";

interface PropertyDetailsPageProps {
  id: string;
  /** Contact Agent and Save Property, placed in the agent card before Share Listing. */
  actions?: (property: PropertyDetail) => ReactNode;
  /** Shown under the agent card, e.g. Schedule a Tour. */
  aside?: (property: PropertyDetail) => ReactNode;
  /** Shown at the end of the page, e.g. Recently viewed and the phone's action bar. */
  after?: (property: PropertyDetail) => ReactNode;
}

export function PropertyDetailsPage({ id, actions, aside, after }: PropertyDetailsPageProps) {
  const query = useProperty(id);
  const notFound = query.error instanceof ApiClientError && query.error.status === 404;
  const title = query.data && listingDocumentTitle(query.data);
  useDocumentTitle(title ?? (notFound ? "Property Not Found" : "Property Details"));

  if (query.isPending) return <PropertyDetailsSkeleton />;
  if (notFound) return <PropertyNotFound />;
  if (query.isError) {
    return (
      <PageNotice
        title="Property Details"
        text="We couldn't load this property. Please try again."
        alert
      >
        <Button type="button" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </PageNotice>
    );
  }

  const property = query.data;
  const note = stageNote(property);
  const cut = priceCutNote(property);
  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-6 md:py-8">
      <BackToSearch />
      <header className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="space-y-2">
          <h1 className="font-bold text-3xl tracking-tight md:text-4xl">{property.title}</h1>
          <p className="text-muted-foreground">{listingPlace(property)}</p>
          <ul className="flex flex-wrap gap-2" aria-label="Key facts">
            {keyFacts(property).map((label) => (
              <li key={label}>
                <Badge className="px-3 py-1 text-sm">{label}</Badge>
              </li>
            ))}
          </ul>
        </div>
        <div className="space-y-1 md:text-right">
          <StageBadge listing={property} className="inline-block text-sm" />
          <p className="font-bold text-3xl text-primary md:text-4xl">{headlinePrice(property)}</p>
          {cut ? (
            <p className="font-medium text-emerald-700 text-sm dark:text-emerald-400">{cut}</p>
          ) : null}
          {note ? <p className="text-muted-foreground text-sm">{note}</p> : null}
        </div>
      </header>
      <ListingFacts property={property} />
      <div className="space-y-3">
        <PhotoArea title={property.title} images={coverFirst(property.images)} />
        <PhotoCredit credit={property.photoCredit} />
        <VideoTourLink reels={property.reels} />
      </div>
      <div className="grid gap-8 lg:grid-cols-3">
        <div className="min-w-0 space-y-8 lg:col-span-2">
          <PropertyTabs property={property} />
          {property.rental ? (
            <RentalTerms rent={property.price} terms={property.rental} state={property.state} />
          ) : null}
          <ListingHistory listing={property} />
          <MarketLinks city={property.city} state={property.state} zip={property.zip} />
          {/* A mortgage estimate only means something for a home one can still buy. */}
          {paymentEstimateApplies(property) ? (
            <WhenNear placeholderClassName={CALCULATOR_BOX}>
              <Suspense fallback={<div className={CALCULATOR_BOX} />}>
                <PaymentCalculator
                  price={property.price}
                  kind={loanKindOf(property.propertyType)}
                  state={property.state}
                />
              </Suspense>
            </WhenNear>
          ) : null}
        </div>
        <aside aria-label="Agent and tours" className="space-y-6">
          <AgentCard contact={property.contact}>
            {actions?.(property)}
            <ShareListingButton propertyId={property.id} title={listingDocumentTitle(property)} />
          </AgentCard>
          <OpenHousesCard openHouses={property.openHouses} />
          {aside?.(property)}
        </aside>
      </div>
      <WhenNear>
        <Suspense fallback={null}>
          <SimilarHomes propertyId={property.id} />
          <SoldNearby propertyId={property.id} />
        </Suspense>
      </WhenNear>
      {after?.(property)}
    </div>
  );
}

function BackToSearch() {
  const { state } = useLocation();
  return <BackLink to={searchReturnPath(state)}>Back to search</BackLink>;
}

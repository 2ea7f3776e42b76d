import { lazy, Suspense } from "react";
import { useParams } from "react-router";
import { LISTING_STATUS_MESSAGES, TOURS_OFFERED } from "@/shared/listing-life";
import { headlinePrice } from "@/shared/listing-stage-note";
import { listingDocumentTitle, listingPlace } from "@/shared/listing-title";
import type { PropertyDetail } from "@/shared/properties";
import { pageQueries } from "@/web/app/page-queries.server";
import { PrefetchedPage } from "@/web/app/prefetched-page";
import { foundOrNotFound, routeErrorBoundary } from "@/web/app/route-errors";
import { describe, type PageMeta, seoMeta } from "@/web/app/site-meta";
import { Skeleton } from "@/web/components/ui/skeleton";
import { WhenNear } from "@/web/components/when-near";
import { CountView } from "@/web/features/analytics/components/count-view";
import { AddToCollectionSlot } from "@/web/features/collections/components/add-to-collection-slot";
import { CompareToggle } from "@/web/features/compare/components/compare-toggle";
import { CompareTray } from "@/web/features/compare/components/compare-tray";
import { ContactAgentButton } from "@/web/features/inquiries/components/contact-agent-button";
import { ListingActionBar } from "@/web/features/inquiries/components/listing-action-bar";
import { ScheduleTourShell } from "@/web/features/inquiries/components/schedule-tour-shell";
import { propertyQueryOptions } from "@/web/features/properties/api/get-property";
import { PropertyDetailsPage } from "@/web/features/properties/components/details/property-details-page";
import { PropertyNotFound } from "@/web/features/properties/components/details/property-not-found";
import { listingJsonLd } from "@/web/features/properties/listing-json-ld";
import { RecordView } from "@/web/features/recently-viewed/components/record-view";
import { SavePropertyButton } from "@/web/features/saved/components/save-property-button";
import type { Route } from "./+types/property";

export { clientLoader } from "@/web/app/client-loader";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { id } = params;
  return pageQueries(context, async (client) => {
    const property = await foundOrNotFound(client.fetchQuery(propertyQueryOptions(id)));
    const place = listingPlace(property);
    const seo: PageMeta = {
      // Named as people search for the home; the headline is the page's heading.
      title: listingDocumentTitle(property),
      description: describe(`${headlinePrice(property)} · ${place}. ${property.description}`),
      image: property.image?.src,
      jsonLd: listingJsonLd(property, context.baseUrl),
    };
    return { seo };
  });
}

export const meta = seoMeta("Property Not Found");

export const ErrorBoundary = routeErrorBoundary(PropertyNotFound, "Property Not Found");

const actions = (property: PropertyDetail) => (
  <>
    <ContactAgentButton
      propertyId={property.id}
      propertyTitle={property.title}
      agentName={property.contact.name}
    />
    <SavePropertyButton propertyId={property.id} />
    <CompareToggle propertyId={property.id} title={property.title} look="page" />
    <AddToCollectionSlot propertyId={property.id} propertyTitle={property.title} />
    {property.status === "pending" ? (
      <p className="text-muted-foreground text-sm">
        Save it and we will tell you if it comes back on the market.
      </p>
    ) : null}
  </>
);

const toursOffered = (property: PropertyDetail) => TOURS_OFFERED.includes(property.status);

// The tour form needs the realtor's free times, which only the browser fetches: its code (the
// calendar) loads beside the page's instead of in it, once the box is near the screen (at once
// beside a desktop's gallery, on a scroll on a phone), with a placeholder of its size meanwhile.
const ScheduleTour = lazy(() =>
  import("@/web/features/inquiries/components/schedule-tour").then((module) => ({
    default: module.ScheduleTour,
  })),
);

const TOUR_TITLE_ID = "schedule-tour-title";

const tourPlaceholder = (
  <ScheduleTourShell titleId={TOUR_TITLE_ID}>
    <Skeleton className="h-72 w-full" />
  </ScheduleTourShell>
);

const aside = (property: PropertyDetail) =>
  toursOffered(property) ? (
    <WhenNear placeholder={tourPlaceholder}>
      <Suspense fallback={tourPlaceholder}>
        <ScheduleTour propertyId={property.id} />
      </Suspense>
    </WhenNear>
  ) : (
    <p className="rounded-lg border bg-muted/40 p-4 text-muted-foreground text-sm">
      {LISTING_STATUS_MESSAGES.toursClosed}
    </p>
  );

// The browser's own list, at the foot of the page: its code loads when the visitor gets near.
const RecentlyViewed = lazy(() =>
  import("@/web/features/recently-viewed/components/recently-viewed").then((module) => ({
    default: module.RecentlyViewed,
  })),
);

const after = (property: PropertyDetail) => (
  <>
    <RecordView propertyId={property.id} />
    <CountView kind="listing" id={property.id} />
    <WhenNear>
      <Suspense fallback={null}>
        <RecentlyViewed propertyId={property.id} />
      </Suspense>
    </WhenNear>
    <ListingActionBar
      propertyId={property.id}
      propertyTitle={property.title}
      agentName={property.contact.name}
      tours={toursOffered(property)}
    />
    {/* Above the phone's Contact and tours bar. */}
    <CompareTray raised />
  </>
);

/** /property/:id: the listing, with contact, save, share and tour requests. */
export default function PropertyPage() {
  const { id = "" } = useParams();
  // Keyed by id: moving to another listing starts with fresh gallery, tab and form state.
  return (
    <PrefetchedPage>
      <PropertyDetailsPage key={id} id={id} actions={actions} aside={aside} after={after} />
    </PrefetchedPage>
  );
}

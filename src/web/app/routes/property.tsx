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
import { WhenNear } from "@/web/components/when-near";
import { ContactAgentButton } from "@/web/features/inquiries/components/contact-agent-button";
import { ListingActionBar } from "@/web/features/inquiries/components/listing-action-bar";
import { ScheduleTour } from "@/web/features/inquiries/components/schedule-tour";
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
    {property.status === "pending" ? (
      <p className="text-muted-foreground text-sm">
        Save it and we will tell you if it comes back on the market.
      </p>
    ) : null}
  </>
);

const toursOffered = (property: PropertyDetail) => TOURS_OFFERED.includes(property.status);

const aside = (property: PropertyDetail) =>
  toursOffered(property) ? (
    <ScheduleTour propertyId={property.id} />
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

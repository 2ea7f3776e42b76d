import { useParams } from "react-router";
import type { PropertyDetail } from "@/shared/properties";
import { ContactAgentButton } from "@/web/features/inquiries/components/contact-agent-button";
import { ScheduleTour } from "@/web/features/inquiries/components/schedule-tour";
import { PropertyDetailsPage } from "@/web/features/properties/components/details/property-details-page";
import { SavePropertyButton } from "@/web/features/saved/components/save-property-button";

const actions = (property: PropertyDetail) => (
  <>
    <ContactAgentButton
      propertyId={property.id}
      propertyTitle={property.title}
      agentName={property.realtor?.name ?? null}
    />
    <SavePropertyButton propertyId={property.id} />
  </>
);

const aside = (property: PropertyDetail) => <ScheduleTour propertyId={property.id} />;

/** /property/:id: the listing, with contact, save, share and tour requests. */
export default function PropertyPage() {
  const { id = "" } = useParams();
  // Keyed by id: moving to another listing starts with fresh gallery, tab and form state.
  return <PropertyDetailsPage key={id} id={id} actions={actions} aside={aside} />;
}

import type { PropertySummary } from "@/shared/properties";
import { PropertySearchPage } from "@/web/features/properties/components/search/property-search-page";
import { SaveButton } from "@/web/features/saved/components/save-button";

const saveButton = (property: PropertySummary) => <SaveButton propertyId={property.id} />;

export default function SearchPage() {
  return <PropertySearchPage renderAction={saveButton} />;
}

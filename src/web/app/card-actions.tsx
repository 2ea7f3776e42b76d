import type { PropertySummary } from "@/shared/properties";
import { CompareToggle } from "@/web/features/compare/components/compare-toggle";
import { SaveButton } from "@/web/features/saved/components/save-button";

/** What a listing card offers over its photo on the home, search and saved pages. */
export function listingCardActions(property: PropertySummary) {
  return (
    <div className="flex flex-col items-end gap-2">
      <SaveButton propertyId={property.id} />
      <CompareToggle propertyId={property.id} title={property.title} />
    </div>
  );
}

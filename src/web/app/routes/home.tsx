import type { PropertySummary } from "@/shared/properties";
import { NEWEST_ON_HOME } from "@/shared/properties";
import { paths } from "@/web/app/paths";
import { FeatureHighlights } from "@/web/features/home/components/feature-highlights";
import { Hero } from "@/web/features/home/components/hero";
import { PropertyShowcase } from "@/web/features/properties/components/property-showcase";
import { SaveButton } from "@/web/features/saved/components/save-button";
import { useDocumentTitle } from "@/web/lib/use-document-title";

/** Featured listings are few by nature; six fill two rows. */
const FEATURED_QUERY = { featured: "true", limit: "6" };
const NEWEST_QUERY = { limit: String(NEWEST_ON_HOME) };

const saveButton = (property: PropertySummary) => <SaveButton propertyId={property.id} />;

export default function HomePage() {
  useDocumentTitle("Discover Your Dream Home");
  return (
    <>
      <Hero />
      <PropertyShowcase
        id="featured"
        title="Featured Properties"
        description="Explore our top listings this week"
        query={FEATURED_QUERY}
        viewAllTo={paths.search({ featured: "true" })}
        emptyText="No featured properties yet."
        renderAction={saveButton}
        priorityFirst
      />
      <PropertyShowcase
        id="newest"
        title="Newest Properties"
        description="Fresh on the market this week"
        query={NEWEST_QUERY}
        viewAllTo={paths.search()}
        emptyText="No properties yet."
        renderAction={saveButton}
      />
      <FeatureHighlights />
    </>
  );
}

import { useId } from "react";
import type { PropertySummary } from "@/shared/properties";
import { PropertyGrid, PropertyGridSkeleton } from "./property-card";

interface ListingStripProps {
  title: string;
  /** Undefined while loading. */
  properties: PropertySummary[] | undefined;
}

/**
 * A titled row of listing cards under a listing ('Similar homes', 'Recently viewed'); nothing at
 * all when there is nothing to offer, so an empty heading never shows.
 */
export function ListingStrip({ title, properties }: ListingStripProps) {
  const headingId = useId();
  if (properties?.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="font-semibold text-2xl tracking-tight">
        {title}
      </h2>
      {properties ? <PropertyGrid properties={properties} /> : <PropertyGridSkeleton count={3} />}
    </section>
  );
}

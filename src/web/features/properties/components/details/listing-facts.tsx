import { listingFacts } from "@/shared/listing-facts";
import type { PropertyDetail } from "@/shared/properties";

/** Listed, days on market, price per square foot, HOA dues: what the listing has of them. */
export function ListingFacts({ property }: { property: PropertyDetail }) {
  const facts = listingFacts(property);
  if (facts.length === 0) return null;
  return (
    <dl className="flex flex-wrap gap-x-8 gap-y-2 text-sm">
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt className="text-muted-foreground">{fact.label}</dt>
          <dd className="font-semibold">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

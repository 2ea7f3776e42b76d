import { lotSizeLabel } from "@/shared/format";
import type { PropertyDetail } from "@/shared/properties";

export interface PropertyFact {
  label: string;
  value: string;
}

/** "2-car garage", or "None" without one. */
export function garageLabel(spaces: number): string {
  return spaces > 0 ? `${spaces}-car garage` : "None";
}

/** The Overview facts in their fixed order; facts the listing does not state are left out. */
export function propertyFacts(property: PropertyDetail): PropertyFact[] {
  const facts: (PropertyFact | null)[] = [
    { label: "Property type", value: property.propertyType },
    property.yearBuilt === null ? null : { label: "Year built", value: String(property.yearBuilt) },
    property.lotSizeAcres === null
      ? null
      : { label: "Lot size", value: lotSizeLabel(property.lotSizeAcres) },
    property.stories === null ? null : { label: "Stories", value: String(property.stories) },
    property.garageSpaces === null
      ? null
      : { label: "Garage", value: garageLabel(property.garageSpaces) },
    property.condition === null ? null : { label: "Condition", value: property.condition },
  ];
  return facts.filter((fact) => fact !== null);
}

import type { CompareFact, CompareHome } from "@/shared/compare";
import { daysLabel, formatPrice, lotSizeLabel, squareFeetLabel } from "@/shared/format";
import { offerPrice } from "@/shared/listing-life";

/** The facts' names, as the table's first column shows them. */
export const FACT_LABELS: Record<CompareFact, string> = {
  price: "Price",
  pricePerSqFt: "Price per sq ft",
  monthlyPayment: "Est. monthly payment",
  bedrooms: "Bedrooms",
  bathrooms: "Bathrooms",
  squareFeet: "Size",
  lotSizeAcres: "Lot size",
  yearBuilt: "Year built",
  propertyType: "Type",
  status: "Status",
  hoaDues: "HOA dues",
  daysOnMarket: "Days on market",
};

/** What a screen reader says for a "—": why the value is missing, where that is known. */
export function missingLabel(fact: CompareFact, home: CompareHome): string {
  if (fact === "monthlyPayment") return "No estimate for this home";
  if (fact === "pricePerSqFt" && home.offer === "rent") return "Not given for rentals";
  if ((fact === "bedrooms" || fact === "bathrooms") && home.propertyType === "Land") {
    return "Not applicable to land";
  }
  return "Not stated";
}

/** A stated value as the table shows it. */
export function factText(fact: CompareFact, value: number | string, home: CompareHome): string {
  if (typeof value === "string") return value;
  switch (fact) {
    case "price":
      return offerPrice(home.offer, value);
    case "pricePerSqFt":
      return formatPrice(value);
    case "monthlyPayment":
    case "hoaDues":
      return `${formatPrice(value)}/mo`;
    case "bedrooms":
      return value === 0 ? "Studio" : String(value);
    case "squareFeet":
      return squareFeetLabel(value);
    case "lotSizeAcres":
      return lotSizeLabel(value);
    case "daysOnMarket":
      return daysLabel(value);
    default:
      return String(value);
  }
}

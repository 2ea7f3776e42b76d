import { PET_FILTERS, SEARCH_EXTRA_STATUSES, STATUS_LABELS } from "./listing-life";
import type { SearchFields } from "./schemas/property-search";

/**
 * Where in their life the searched homes are, as the URL spells it: `offer=rent` (sale is the
 * default, left out), `status` the stages shown beside the active homes in their vocabulary's
 * order, `closedWithin` months of closed homes, `pets` a rental must allow, `openHouse`
 * (weekend or upcoming).
 */
export function setLifeParams(params: URLSearchParams, fields: SearchFields): void {
  if (fields.offer === "rent") params.set("offer", "rent");
  const statuses = SEARCH_EXTRA_STATUSES.filter((status) => fields.status?.includes(status));
  if (statuses.length) params.set("status", statuses.join(","));
  if (fields.closedWithin !== undefined) params.set("closedWithin", String(fields.closedWithin));
  const pets = PET_FILTERS.filter((pet) => fields.pets?.includes(pet));
  if (pets.length) params.set("pets", pets.join(","));
  if (fields.openHouse) params.set("openHouse", fields.openHouse);
}

const PET_WORDS = { cats: "Cats allowed", dogs: "Dogs allowed" } as const;
const OPEN_HOUSE_WORDS = {
  weekend: "Open house this weekend",
  upcoming: "Open house coming up",
} as const;

/**
 * The same in words, for labels and saved-search names: "For rent", "Coming soon", "Pending",
 * "Sold in the last 6 months" ("Rented" for rentals), "Open house this weekend"; nothing for the
 * default, active homes for sale.
 */
export function lifeInWords(fields: SearchFields): string[] {
  const offer = fields.offer ?? "sale";
  const labels = STATUS_LABELS[offer];
  const statuses = SEARCH_EXTRA_STATUSES.filter((status) => fields.status?.includes(status));
  return [
    offer === "rent" ? "For rent" : null,
    ...statuses.map((status) => labels[status]),
    fields.closedWithin === undefined
      ? null
      : `${labels.closed} in the last ${fields.closedWithin} months`,
    ...PET_FILTERS.filter((pet) => fields.pets?.includes(pet)).map((pet) => PET_WORDS[pet]),
    fields.openHouse ? OPEN_HOUSE_WORDS[fields.openHouse] : null,
  ].filter((part): part is string => part !== null);
}

import { canonicalSearchQuery } from "@/shared/canonical-search";
import type { SearchFields } from "@/shared/schemas/property-search";

/**
 * The query a search would be saved under (the server's canonical spelling without the sort:
 * saved-search-criteria.ts), so the page can tell a search that is saved already. An open-house
 * filter is left out: "this weekend" names another weekend every week, so an alert cannot keep
 * it, and the search is saved for the homes themselves.
 */
export function savedQueryOf(fields: SearchFields): string {
  return canonicalSearchQuery({ ...fields, sort: undefined, openHouse: undefined });
}

import { canonicalSearchQuery } from "@/shared/canonical-search";
import type { SearchFields } from "@/shared/schemas/property-search";

/**
 * The query a search would be saved under (the server's canonical spelling without the sort:
 * saved-search-criteria.ts), so the page can tell a search that is saved already.
 */
export function savedQueryOf(fields: SearchFields): string {
  return canonicalSearchQuery({ ...fields, sort: undefined });
}

import { type PropertySearch, propertySearchSchema } from "@/shared/schemas/property-search";
import { ApiError } from "../platform/http/errors";
import { isCleanText, UNSTORABLE_MESSAGE } from "../platform/http/storable-text";

/** Keys that page through results rather than describe the search. */
const PAGING_KEYS = new Set(["cursor", "limit", "page"]);

/**
 * Reads a /search query string with the listing API's own rules (its address check, then
 * propertySearchSchema), so a search that the API would refuse is refused here too. Paging keys
 * are ignored; 400 otherwise.
 */
export function parseSearchQuery(query: string): PropertySearch {
  const fields: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(query.replace(/^\?/, ""))) {
    // Decoded escapes may carry a NUL, which would fail the database's query.
    if (!isCleanText(key) || !isCleanText(value))
      throw ApiError.validation([{ path: "query", message: UNSTORABLE_MESSAGE }]);
    // The first value of a repeated key wins, as in c.req.query() for the listing API.
    if (!PAGING_KEYS.has(key) && !(key in fields)) fields[key] = value;
  }
  const parsed = propertySearchSchema.safeParse(fields);
  if (!parsed.success) {
    throw ApiError.validation(
      parsed.error.issues.map((issue) => ({
        path: `query.${String(issue.path[0] ?? "")}`.replace(/\.$/, ""),
        message: issue.message,
      })),
    );
  }
  return parsed.data;
}

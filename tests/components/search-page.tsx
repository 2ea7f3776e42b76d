import type {
  PlaceSearchSuggestion,
  PropertySearchPage,
  PropertySummary,
} from "@/shared/properties";
import SearchPage, { clientLoader } from "@/web/app/routes/search";
import { api, HttpResponse, http } from "./api";
import { searchAnswer } from "./fixtures/listings";
import { withLocation } from "./location";
import { renderRoute } from "./render";

/**
 * Answers every search with `items` (and what else of an answer `page` sets, such as what the
 * text was understood as) and every place lookup with the `places` listed for its text; keeps
 * the query strings the page asked for (which homes match them is the API's business, tested
 * there).
 */
export function answerSearches(
  items: PropertySummary[],
  places: Record<string, PlaceSearchSuggestion[]> = {},
  page: Partial<PropertySearchPage> = {},
) {
  const asked: URLSearchParams[] = [];
  api.use(
    http.get("*/api/properties", ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json({ ...searchAnswer(items), ...page });
    }),
    http.get("*/api/places", ({ request }) => {
      const text = new URL(request.url).searchParams.get("q") ?? "";
      return HttpResponse.json(places[text.toLowerCase()] ?? []);
    }),
  );
  return asked;
}

/** The filters of the page's last request: the query without the page size. */
export function lastFilters(asked: URLSearchParams[]) {
  const last = new URLSearchParams(asked.at(-1));
  last.delete("limit");
  return last.toString();
}

/** The /search route at `at`, with the address shown under it. */
export function renderSearch(at = "/search") {
  return renderRoute("/search", withLocation(SearchPage), { at, loader: clientLoader });
}

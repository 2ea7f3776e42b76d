import { useQuery } from "@tanstack/react-query";
import type { PlaceSearchSuggestion } from "@/shared/properties";
import { apiRequest } from "@/web/lib/api-client";

/** What GET /api/places takes (placeQuerySchema): shorter or longer text asks nothing. */
const QUERY_MIN = 2;
const QUERY_MAX = 60;

/** GET /api/places?q=: cities and ZIP codes from the bundled US data for the search box. */
function getPlaceSuggestions(q: string, signal?: AbortSignal): Promise<PlaceSearchSuggestion[]> {
  return apiRequest("GET /api/places", `/api/places?q=${encodeURIComponent(q)}`, {
    signal,
  });
}

/** The bundled data never changes while the app runs: answers are kept for the session. */
export function usePlaceSuggestions(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: ["places", "search", text.toLowerCase()],
    queryFn: ({ signal }) => getPlaceSuggestions(text, signal),
    enabled: text.length >= QUERY_MIN && text.length <= QUERY_MAX,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

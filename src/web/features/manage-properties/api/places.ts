import { useQuery } from "@tanstack/react-query";
import type { PlaceSuggestion } from "@/shared/manage-properties";
import { apiRequest } from "@/web/lib/api-client";

/** The autocomplete needs at least this much text (placeQuerySchema). */
const PLACE_QUERY_MIN = 2;

/** GET /api/manage/places?q=: US places from the bundled data matching a city or ZIP prefix. */
function getPlaces(q: string, signal?: AbortSignal): Promise<PlaceSuggestion[]> {
  return apiRequest("GET /api/manage/places", `/api/manage/places?q=${encodeURIComponent(q)}`, {
    signal,
  });
}

/** The bundled data never changes while the app runs: answers are kept for the session. */
export function usePlaces(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: ["manage", "places", text.toLowerCase()],
    queryFn: ({ signal }) => getPlaces(text, signal),
    enabled: text.length >= PLACE_QUERY_MIN,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

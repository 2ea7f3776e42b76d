import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/web/lib/api-client";

/** Which market a page shows: a city by its address's parts, or a ZIP code. */
export type MarketAddress =
  | { kind: "city"; state: string; city: string }
  | { kind: "zip"; zip: string };

/** GET /api/markets/...: a market's figures; 404 for a place the refresh has none of. */
export function marketQueryOptions(address: MarketAddress) {
  if (address.kind === "zip") {
    return queryOptions({
      queryKey: ["markets", "zip", address.zip],
      queryFn: ({ signal }) =>
        apiRequest(
          "GET /api/markets/zips/:zip",
          `/api/markets/zips/${encodeURIComponent(address.zip)}`,
          { signal },
        ),
    });
  }
  const { state, city } = address;
  return queryOptions({
    queryKey: ["markets", "city", state, city],
    queryFn: ({ signal }) =>
      apiRequest(
        "GET /api/markets/cities/:state/:city",
        `/api/markets/cities/${encodeURIComponent(state)}/${encodeURIComponent(city)}`,
        { signal },
      ),
  });
}

export function useMarket(address: MarketAddress) {
  return useQuery(marketQueryOptions(address));
}

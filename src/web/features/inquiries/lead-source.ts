import { useSearchParams } from "react-router";
import { LISTING_LEAD_SOURCES, type ListingLeadSource } from "@/shared/leads";

/**
 * Where the visitor came to the listing from, for the realtor's lead: links from a reel or the
 * map say so in `?from=`; anything else is the listing page itself.
 */
export function useLeadSource(): ListingLeadSource {
  const [params] = useSearchParams();
  const from = params.get("from");
  return LISTING_LEAD_SOURCES.find((source) => source === from) ?? "listing";
}

import { useQuery } from "@tanstack/react-query";
import { type ListingDraftValues, NEW_LISTING_DRAFT } from "@/shared/listing-drafts";
import { apiRequest } from "@/web/lib/api-client";
import { MANAGE_PROPERTIES_KEY } from "./keys";

/** The draft's address: the listing's id, or "new" for the listing not created yet. */
export const draftPath = (listingId?: string) =>
  `/api/manage/drafts/${encodeURIComponent(listingId ?? NEW_LISTING_DRAFT)}` as const;

/** GET /api/manage/drafts/:listing: the draft kept from an earlier visit, or null. */
export function useListingDraft(listingId?: string) {
  return useQuery({
    queryKey: [...MANAGE_PROPERTIES_KEY, "draft", listingId ?? NEW_LISTING_DRAFT],
    queryFn: ({ signal }) =>
      apiRequest("GET /api/manage/drafts/:listing", draftPath(listingId), { signal }),
    // Read afresh on each visit: another device may have written it since.
    staleTime: 0,
    gcTime: 0,
  });
}

/** PUT /api/manage/drafts/:listing: keeps the latest values (autosave). */
export function saveListingDraft(listingId: string | undefined, values: ListingDraftValues) {
  return apiRequest("PUT /api/manage/drafts/:listing", draftPath(listingId), { body: values });
}

/**
 * The same PUT sent as the page goes away (closed, reloaded): `keepalive` lets it finish after
 * the page is gone, which a normal request would not.
 */
export function sendListingDraftOnExit(listingId: string | undefined, values: ListingDraftValues) {
  void fetch(draftPath(listingId), {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(values),
    credentials: "same-origin",
    keepalive: true,
  }).catch(() => undefined);
}

/** DELETE /api/manage/drafts/:listing: the realtor discarded it. */
export function discardListingDraft(listingId?: string) {
  return apiRequest("DELETE /api/manage/drafts/:listing", draftPath(listingId));
}

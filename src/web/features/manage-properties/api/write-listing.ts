import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/web/lib/api-client";
import type { PhotoPayload } from "../photo-list";
import type { propertyFormInput } from "../property-form-values";
import { useInvalidateListings } from "./keys";

interface WriteListingInput {
  /** Absent for a new listing. */
  id?: string;
  /** The form's values as typed (the server parses them with the shared schema) and photos. */
  body: ReturnType<typeof propertyFormInput> & { images: PhotoPayload[] };
}

/** POST /api/manage/properties (201 {id}) or PUT /api/manage/properties/:id ({id}). */
function writeListing({ id, body }: WriteListingInput): Promise<{ id: string }> {
  return id
    ? apiRequest(
        "PUT /api/manage/properties/:id",
        `/api/manage/properties/${encodeURIComponent(id)}`,
        { body },
      )
    : apiRequest("POST /api/manage/properties", "/api/manage/properties", { body });
}

/** Creates or updates a listing from the manage form, then refreshes the listing queries. */
export function useWriteListing() {
  const invalidate = useInvalidateListings();
  return useMutation({ mutationFn: writeListing, onSettled: invalidate });
}

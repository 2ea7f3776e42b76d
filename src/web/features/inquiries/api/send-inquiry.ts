import { useMutation } from "@tanstack/react-query";
import type { ContactAgentInput } from "@/shared/schemas/inquiries";
import { apiRequest } from "@/web/lib/api-client";

/** POST /api/properties/:id/inquiries: a message for the listing's realtor (signed out too). */
function sendInquiry(propertyId: string, input: ContactAgentInput): Promise<{ id: string }> {
  return apiRequest(
    "POST /api/properties/:id/inquiries",
    `/api/properties/${encodeURIComponent(propertyId)}/inquiries`,
    {
      body: input,
    },
  );
}

export function useSendInquiry(propertyId: string) {
  return useMutation({ mutationFn: (input: ContactAgentInput) => sendInquiry(propertyId, input) });
}

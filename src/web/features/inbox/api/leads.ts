import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { UNREAD_POLL_MS } from "@/shared/conversations";
import type { LeadUpdateInput } from "@/shared/schemas/leads";
import { apiRequest } from "@/web/lib/api-client";
import { CONVERSATIONS_KEY } from "./get-conversations";

/** GET /api/conversations/lead-stages: the realtor's threads per stage. */
export const leadStagesQueryOptions = () =>
  queryOptions({
    queryKey: [...CONVERSATIONS_KEY, "lead-stages"],
    queryFn: ({ signal }) =>
      apiRequest("GET /api/conversations/lead-stages", "/api/conversations/lead-stages", {
        signal,
      }),
    refetchInterval: UNREAD_POLL_MS,
  });

export function useLeadStageCounts() {
  return useQuery(leadStagesQueryOptions());
}

/** PATCH /api/conversations/:id/lead: the realtor's stage or private note. */
export function useUpdateLead(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LeadUpdateInput) =>
      apiRequest(
        "PATCH /api/conversations/:id/lead",
        `/api/conversations/${encodeURIComponent(conversationId)}/lead`,
        { body: input },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY }),
  });
}

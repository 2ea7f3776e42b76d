import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/web/lib/api-client";
import { CONVERSATIONS_KEY } from "./get-conversations";

const base = (id: string) => `/api/conversations/${encodeURIComponent(id)}` as const;

/** POST / DELETE /api/conversations/:id/block: the realtor stops (or resumes) hearing from the member. */
export function useSetBlocked(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blocked: boolean) =>
      apiRequest(
        `${blocked ? "POST" : "DELETE"} /api/conversations/:id/block`,
        `${base(conversationId)}/block`,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY }),
  });
}

/** POST /api/conversations/:id/report: a member tells the admins about the thread. */
export function useReportConversation(conversationId: string) {
  return useMutation({
    mutationFn: (reason: string) =>
      apiRequest("POST /api/conversations/:id/report", `${base(conversationId)}/report`, {
        body: { reason },
      }),
  });
}

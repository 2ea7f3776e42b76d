import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/web/lib/api-client";
import { UNREAD_MESSAGES_KEY } from "@/web/lib/unread-messages";
import { CONVERSATIONS_KEY } from "./get-conversations";

/** POST /api/conversations/:id/read: the caller has now seen everything in the thread. */
export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(
        "POST /api/conversations/:id/read",
        `/api/conversations/${encodeURIComponent(id)}/read`,
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: UNREAD_MESSAGES_KEY });
      void queryClient.invalidateQueries({ queryKey: [...CONVERSATIONS_KEY, "list"] });
    },
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ConversationMessageInput } from "@/shared/schemas/conversations";
import { apiRequest } from "@/web/lib/api-client";
import { CONVERSATIONS_KEY } from "./get-conversations";

/** POST /api/conversations/:id/messages: a reply; 403 BLOCKED or 409 LISTING_CLOSED say why not. */
export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConversationMessageInput) =>
      apiRequest(
        "POST /api/conversations/:id/messages",
        `/api/conversations/${encodeURIComponent(conversationId)}/messages`,
        { body: input },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY }),
  });
}

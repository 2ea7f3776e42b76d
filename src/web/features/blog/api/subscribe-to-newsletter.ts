import { useMutation } from "@tanstack/react-query";
import type { NewsletterSubscribeInput } from "@/shared/schemas/blog";
import { apiRequest } from "@/web/lib/api-client";

/**
 * POST /api/blog/subscribers (201). A bad address (400) or one already subscribed (409) is
 * answered with the message for the field; too many tries with 429.
 */
export function subscribeToNewsletter(
  input: NewsletterSubscribeInput,
): Promise<{ subscribed: true }> {
  return apiRequest<{ subscribed: true }>("/api/blog/subscribers", { method: "POST", body: input });
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}

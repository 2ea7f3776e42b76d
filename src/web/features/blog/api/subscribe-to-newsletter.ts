import { useMutation } from "@tanstack/react-query";
import type { NewsletterSubscribeInput } from "@/shared/schemas/blog";
import { apiRequest } from "@/web/lib/api-client";

/**
 * POST /api/blog/subscribers (202): a confirmation link is on its way, whether or not the address
 * was subscribed already. A bad address (400) is answered with the message for the field; too
 * many tries with 429.
 */
function subscribeToNewsletter(input: NewsletterSubscribeInput): Promise<{ pending: true }> {
  return apiRequest("POST /api/blog/subscribers", "/api/blog/subscribers", { body: input });
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}

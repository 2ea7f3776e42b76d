import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/web/lib/api-client";
import { ADMIN_OUTBOX_KEY } from "./outbox-messages";

/** GET /api/admin/outbox/:id: one message, with its HTML and text when they were kept. */
function getOutboxMessage(id: string, signal?: AbortSignal) {
  return apiRequest("GET /api/admin/outbox/:id", `/api/admin/outbox/${encodeURIComponent(id)}`, {
    signal,
  });
}

function outboxMessageQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...ADMIN_OUTBOX_KEY, "message", id],
    queryFn: ({ signal }) => getOutboxMessage(id, signal),
    // A sent message never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useOutboxMessage(id: string) {
  return useQuery(outboxMessageQueryOptions(id));
}

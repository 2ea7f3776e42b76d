import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { QueryString } from "@/shared/api-contract";
import { apiRequest } from "@/web/lib/api-client";
import { ADMIN_AREA_KEY } from "./users";

/** Every Outbox query (list, message, job counts) starts with this key, so Refresh reloads all. */
export const ADMIN_OUTBOX_KEY = [...ADMIN_AREA_KEY, "outbox"] as const;

/** GET /api/admin/outbox: one page of sent e-mail, newest first, those matching `q` if given. */
function getOutboxMessages(page: number, q: string, signal?: AbortSignal) {
  const params = new URLSearchParams();
  if (page > 1) params.set("page", String(page));
  if (q) params.set("q", q);
  const query: QueryString = params.size > 0 ? `?${params}` : "";
  return apiRequest("GET /api/admin/outbox", `/api/admin/outbox${query}`, { signal });
}

function outboxMessagesQueryOptions(page: number, q: string) {
  return queryOptions({
    queryKey: [...ADMIN_OUTBOX_KEY, "list", page, q],
    queryFn: ({ signal }) => getOutboxMessages(page, q, signal),
  });
}

/** Keeps the current page on screen while the next one loads. */
export function useOutboxMessages(page: number, q = "") {
  return useQuery({ ...outboxMessagesQueryOptions(page, q), placeholderData: keepPreviousData });
}

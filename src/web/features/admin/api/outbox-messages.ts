import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { QueryString } from "@/shared/api-contract";
import { apiRequest } from "@/web/lib/api-client";
import { ADMIN_AREA_KEY } from "./users";

/** Every Outbox query (list, message, job counts) starts with this key, so Refresh reloads all. */
export const ADMIN_OUTBOX_KEY = [...ADMIN_AREA_KEY, "outbox"] as const;

/** GET /api/admin/outbox: one page of sent e-mail, newest first. */
function getOutboxMessages(page: number, signal?: AbortSignal) {
  const query: QueryString = page > 1 ? `?page=${page}` : "";
  return apiRequest("GET /api/admin/outbox", `/api/admin/outbox${query}`, { signal });
}

function outboxMessagesQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...ADMIN_OUTBOX_KEY, "list", page],
    queryFn: ({ signal }) => getOutboxMessages(page, signal),
  });
}

/** Keeps the current page on screen while the next one loads. */
export function useOutboxMessages(page: number) {
  return useQuery({ ...outboxMessagesQueryOptions(page), placeholderData: keepPreviousData });
}

import { z } from "zod";
import { pageParam, searchTextParam } from "./query-params";

/** The Outbox search's longest text: an address or a subject's words. */
export const OUTBOX_SEARCH_MAX = 200;

/** GET /api/admin/outbox: the page, newest e-mail first; `q` finds recipients and subjects. */
export const outboxListQuerySchema = z.object({
  page: pageParam(),
  q: searchTextParam(OUTBOX_SEARCH_MAX),
});

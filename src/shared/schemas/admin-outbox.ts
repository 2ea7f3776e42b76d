import { z } from "zod";
import { pageParam } from "./query-params";

/** GET /api/admin/outbox: the page, newest e-mail first. */
export const outboxListQuerySchema = z.object({ page: pageParam() });

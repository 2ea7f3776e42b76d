import { Hono } from "hono";
import {
  responseTimeListQuerySchema,
  threadReportListQuerySchema,
} from "@/shared/schemas/conversations";
import type { AppDeps } from "../context";
import { requireUser } from "../platform/auth/session";
import type { AppBindings } from "../platform/context";
import { queryParams } from "../platform/http/validate";
import { listResponseTimes } from "./response-times.service";
import { listThreadReports, resolveThreadReport } from "./thread-reports.service";

/** /api/admin/reports and /api/admin/response-times: the lead inbox's back office. */
export function adminInboxRoutes({ db }: Pick<AppDeps, "db">) {
  return new Hono<AppBindings>()
    .get("/reports", async (c) =>
      c.json(await listThreadReports(db, queryParams(c, threadReportListQuerySchema))),
    )
    .post("/reports/:id/resolve", async (c) =>
      c.json(await resolveThreadReport(db, requireUser(c).id, c.req.param("id"))),
    )
    .get("/response-times", async (c) => {
      const { page } = queryParams(c, responseTimeListQuerySchema);
      return c.json({ items: await listResponseTimes(db, page) });
    });
}

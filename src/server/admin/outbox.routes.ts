import { Hono } from "hono";
import { outboxListQuerySchema } from "@/shared/schemas/admin-outbox";
import type { AppDeps } from "../context";
import type { AppBindings } from "../platform/context";
import { ApiError } from "../platform/http/errors";
import { queryParams } from "../platform/http/validate";
import { getSentEmail, listSentEmails } from "./outbox.service";

/**
 * The Outbox page's API: sent e-mail and the job queue's counts. Mounted under /api/admin, whose
 * middleware admits admins only; a kept message may hold someone's reset link.
 */
export function adminOutboxRoutes({ db, jobs }: Pick<AppDeps, "db" | "jobs">) {
  return new Hono<AppBindings>()
    .get("/outbox", async (c) => {
      const { page, q } = queryParams(c, outboxListQuerySchema);
      return c.json(await listSentEmails(db, page, q));
    })
    .get("/outbox/:id", async (c) => {
      const message = await getSentEmail(db, c.req.param("id"));
      if (!message) throw ApiError.notFound("E-mail not found");
      return c.json(message);
    })
    .get("/jobs/counts", async (c) => c.json(await jobs.counts()));
}

import type { Context } from "hono";
import { Hono } from "hono";
import { ADMIN_USER_MESSAGES } from "@/shared/admin-users";
import {
  adminAccessRequestListQuerySchema,
  rejectRequestSchema,
} from "@/shared/schemas/admin-users";
import type { AppDeps } from "../context";
import { requireUser } from "../platform/auth/session";
import type { AppBindings } from "../platform/context";
import { ApiError } from "../platform/http/errors";
import { jsonBody, queryParams } from "../platform/http/validate";
import { decideAccessRequest, type RequestDecision } from "./requests-decide.service";
import { getAdminAccessRequestRow, listAdminAccessRequests } from "./requests-query";

/** /api/admin/access-requests: the Pending Requests tab and its Approve and Reject buttons. */
export function adminRequestRoutes({ db, mailer }: Pick<AppDeps, "db" | "mailer">) {
  const decide = (decision: RequestDecision) => async (c: Context<AppBindings>) => {
    const id = c.req.param("id") ?? "";
    const admin = requireUser(c);
    const reason =
      decision === "rejected" ? (await jsonBody(c, rejectRequestSchema)).reason : undefined;
    await decideAccessRequest(db, mailer, admin.id, id, decision, reason);
    const row = await getAdminAccessRequestRow(db, id);
    if (!row) throw ApiError.notFound(ADMIN_USER_MESSAGES.requestNotFound);
    return c.json(row);
  };

  return new Hono<AppBindings>()
    .get("/access-requests", async (c) =>
      c.json(await listAdminAccessRequests(db, queryParams(c, adminAccessRequestListQuerySchema))),
    )
    .post("/access-requests/:id/approve", decide("approved"))
    .post("/access-requests/:id/reject", decide("rejected"));
}

import type { Context } from "hono";
import { Hono } from "hono";
import { ADMIN_USER_MESSAGES } from "@/shared/admin-users";
import {
  adminUserListQuerySchema,
  adminUserUpdateSchema,
  suspendUserSchema,
} from "@/shared/schemas/admin-users";
import type { AppDeps } from "../context";
import { requireUser } from "../platform/auth/session";
import type { AppBindings } from "../platform/context";
import { ApiError } from "../platform/http/errors";
import { jsonBody, queryParams } from "../platform/http/validate";
import { adminRequestRoutes } from "./requests-admin.routes";
import { deleteUserAsAdmin } from "./users-delete.service";
import { getAdminUserDetail, getAdminUserRow, listAdminUsers } from "./users-query";
import { suspendUser, unsuspendUser } from "./users-suspend.service";
import { updateUserAsAdmin } from "./users-update.service";

/** Better Auth's ids are short random strings; anything else cannot be an account. */
function userIdParam(c: Context<AppBindings>): string {
  const id = c.req.param("id") ?? "";
  if (!/^[\w-]{1,64}$/.test(id)) throw ApiError.notFound(ADMIN_USER_MESSAGES.userNotFound);
  return id;
}

/**
 * /api/admin/users and /api/admin/access-requests (the /admin/users page). The
 * admin check is made once by adminRoutes; every change writes its activity row.
 */
export function adminUserRoutes(deps: AppDeps) {
  const { db, mailer } = deps;

  const rowResponse = async (c: Context<AppBindings>, id: string) => {
    const row = await getAdminUserRow(db, id);
    if (!row) throw ApiError.notFound(ADMIN_USER_MESSAGES.userNotFound);
    return c.json(row);
  };
  const detailResponse = async (c: Context<AppBindings>, id: string) => {
    const detail = await getAdminUserDetail(db, id);
    if (!detail) throw ApiError.notFound(ADMIN_USER_MESSAGES.userNotFound);
    return c.json(detail);
  };

  return new Hono<AppBindings>()
    .get("/users", async (c) =>
      c.json(await listAdminUsers(db, queryParams(c, adminUserListQuerySchema))),
    )
    .get("/users/:id", (c) => detailResponse(c, userIdParam(c)))
    .patch("/users/:id", async (c) => {
      const id = userIdParam(c);
      const update = await jsonBody(c, adminUserUpdateSchema);
      await updateUserAsAdmin(db, requireUser(c).id, id, update);
      return detailResponse(c, id);
    })
    .post("/users/:id/suspend", async (c) => {
      const id = userIdParam(c);
      const { reason } = await jsonBody(c, suspendUserSchema);
      await suspendUser(db, mailer, requireUser(c).id, id, reason);
      return rowResponse(c, id);
    })
    .post("/users/:id/unsuspend", async (c) => {
      const id = userIdParam(c);
      await unsuspendUser(db, mailer, requireUser(c).id, id);
      return rowResponse(c, id);
    })
    .delete("/users/:id", async (c) => {
      const id = userIdParam(c);
      await deleteUserAsAdmin(deps, requireUser(c).id, id);
      return c.body(null, 204);
    })
    .route("/", adminRequestRoutes(deps));
}

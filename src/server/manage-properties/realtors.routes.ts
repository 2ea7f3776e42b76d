import { Hono } from "hono";
import { realtorChoiceQuerySchema } from "@/shared/schemas/property-form";
import type { AppDeps } from "../context";
import { loadSession, requireRole } from "../platform/auth/session";
import type { AppBindings } from "../platform/context";
import { queryParams } from "../platform/http/validate";
import { searchRealtorChoices } from "./realtor-choice.service";

/** /api/manage/realtors: the listing dialog's realtor picker, for administrators only. */
export function manageRealtorRoutes(deps: Pick<AppDeps, "auth" | "db">) {
  return new Hono<AppBindings>().get("/", loadSession(deps.auth), async (c) => {
    requireRole(c, "admin");
    const { q } = queryParams(c, realtorChoiceQuerySchema);
    c.header("cache-control", "private, no-store");
    return c.json(await searchRealtorChoices(deps.db, q));
  });
}

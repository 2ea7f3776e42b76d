import { Hono } from "hono";
import { realtorSearchSchema } from "@/shared/schemas/directory";
import type { AppBindings, AppDeps } from "../context";
import { queryParams } from "../http/validate";
import { contactRoutes } from "./contact.routes";
import { searchRealtors } from "./realtors.service";

/** /api/realtors: the public Find a Realtor directory and its Contact form. */
export function realtorRoutes(deps: Pick<AppDeps, "auth" | "db">) {
  return new Hono<AppBindings>()
    .get("/", async (c) =>
      c.json(await searchRealtors(deps.db, queryParams(c, realtorSearchSchema))),
    )
    .route("/", contactRoutes(deps, "realtor"));
}

import { Hono } from "hono";
import { photographerSearchSchema } from "@/shared/schemas/directory";
import type { AppDeps } from "../context";
import type { AppBindings } from "../platform/context";
import { queryParams } from "../platform/http/validate";
import { contactRoutes } from "./contact.routes";
import { searchPhotographers } from "./photographers.service";

/** /api/photographers: the public photographer directory and its Contact form. */
export function photographerRoutes(deps: Pick<AppDeps, "auth" | "db" | "mailer" | "limits">) {
  return new Hono<AppBindings>()
    .get("/", async (c) =>
      c.json(await searchPhotographers(deps.db, queryParams(c, photographerSearchSchema))),
    )
    .route("/", contactRoutes(deps, "photographer"));
}

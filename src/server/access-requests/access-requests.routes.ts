import { Hono } from "hono";
import { accessRequestSchema } from "@/shared/schemas/access-requests";
import type { AppDeps } from "../context";
import { loadSession, refuseUnverified, requireUser } from "../platform/auth/session";
import type { AppBindings } from "../platform/context";
import { ApiError } from "../platform/http/errors";
import { privateNoStore } from "../platform/http/private-no-store";
import { jsonBody } from "../platform/http/validate";
import { createAccessRequest, listMyAccessRequests } from "./access-requests.service";

/** Special access: only accounts with the plain user role may ask for it. */
export function accessRequestRoutes({ auth, db }: Pick<AppDeps, "auth" | "db">) {
  return new Hono<AppBindings>()
    .use(loadSession(auth))
    .use(privateNoStore)
    .post("/", async (c) => {
      const user = requireUser(c);
      if (user.role !== "user") {
        throw ApiError.forbidden(
          "Only accounts with the user role can request realtor or photographer access.",
        );
      }
      refuseUnverified(user);
      const input = await jsonBody(c, accessRequestSchema);
      return c.json(await createAccessRequest(db, user.id, input), 201);
    })
    .get("/mine", async (c) => {
      const user = requireUser(c);
      return c.json(await listMyAccessRequests(db, user.id));
    });
}

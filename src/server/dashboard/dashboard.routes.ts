import { Hono } from "hono";
import type { AppDeps } from "../context";
import { loadSession, requireUser } from "../platform/auth/session";
import type { AppBindings } from "../platform/context";
import { privateNoStore } from "../platform/http/private-no-store";
import { dashboardSummary } from "./dashboard.service";

/** The signed-in user's dashboard figures; private and never cached. */
export function dashboardRoutes({ auth, db }: Pick<AppDeps, "auth" | "db">) {
  return new Hono<AppBindings>()
    .use(loadSession(auth))
    .use(privateNoStore)
    .get("/summary", async (c) => {
      const user = requireUser(c);
      return c.json(await dashboardSummary(db, { id: user.id, role: user.role ?? "user" }));
    });
}

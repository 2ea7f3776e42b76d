import { Hono } from "hono";
import type { DirectoryKind } from "@/shared/directory";
import {
  photographerEntryUpdateSchema,
  realtorEntryUpdateSchema,
} from "@/shared/schemas/directory";
import type { AppDeps } from "../context";
import { loadSession, requireRole } from "../platform/auth/session";
import type { AppBindings } from "../platform/context";
import { privateNoStore } from "../platform/http/private-no-store";
import { jsonBody } from "../platform/http/validate";
import { getOwnEntry, updatePhotographerEntry, updateRealtorEntry } from "./own-entry.service";
import { portfolioRoutes } from "./portfolio.routes";

/**
 * /api/directory/me: a realtor's or photographer's own directory entry, edited from the
 * dashboard. Other roles have no entry (403); private to the user and never cached.
 */
export function directoryRoutes({
  auth,
  db,
  storage,
  logger,
}: Pick<AppDeps, "auth" | "db" | "storage" | "logger">) {
  const professional = (c: Parameters<typeof requireRole>[0]) => {
    const user = requireRole(c, "realtor", "photographer");
    return { id: user.id, kind: user.role as DirectoryKind };
  };
  return new Hono<AppBindings>()
    .use(loadSession(auth))
    .use(privateNoStore)
    .get("/me", async (c) => {
      const { id, kind } = professional(c);
      return c.json(await getOwnEntry(db, id, kind));
    })
    .patch("/me", async (c) => {
      const { id, kind } = professional(c);
      if (kind === "realtor") {
        await updateRealtorEntry(db, id, await jsonBody(c, realtorEntryUpdateSchema));
      } else {
        await updatePhotographerEntry(db, id, await jsonBody(c, photographerEntryUpdateSchema));
      }
      return c.json(await getOwnEntry(db, id, kind));
    })
    .route("/me/portfolio", portfolioRoutes({ db, storage, logger }));
}

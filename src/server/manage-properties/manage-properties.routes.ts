import { Hono } from "hono";
import type { ManagedPropertyDetail } from "@/shared/manage-properties";
import { listingStatusSchema } from "@/shared/schemas/listing-status";
import {
  managedPropertyQuerySchema,
  propertyFeaturedSchema,
  propertyFormSchema,
} from "@/shared/schemas/property-form";
import type { AppDeps } from "../context";
import { loadSession } from "../platform/auth/session";
import type { AppBindings } from "../platform/context";
import { jsonBody, queryParams } from "../platform/http/validate";
import { getPropertyDetail } from "../properties/properties.service";
import { managedProperty, propertyNotFound, requireManager } from "./access";
import { deleteManagedProperty } from "./delete.service";
import { setPropertyFeatured } from "./feature.service";
import { listManagedProperties } from "./list.service";
import { assignedRealtor } from "./realtor-choice.service";
import { createManagedProperty, updateManagedProperty } from "./save.service";
import { changeListingStatus } from "./status.service";

/** Management answers differ per user and change with every save: never cached. */
const PRIVATE = "private, no-store";

/** /api/manage/properties: listing management for administrators (all) and realtors (own). */
export function managePropertyRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppBindings>()
    .use(loadSession(deps.auth))
    .get("/", async (c) => {
      const manager = requireManager(c);
      const query = queryParams(c, managedPropertyQuerySchema);
      c.header("cache-control", PRIVATE);
      return c.json(await listManagedProperties(db, manager, query));
    })
    .get("/:id", async (c) => {
      const manager = requireManager(c);
      const listing = await managedProperty(db, manager, c.req.param("id"));
      const [detail, realtor] = await Promise.all([
        getPropertyDetail(db, listing.id),
        assignedRealtor(db, listing.realtorId),
      ]);
      if (!detail) throw propertyNotFound();
      c.header("cache-control", PRIVATE);
      const body: ManagedPropertyDetail = { ...detail, assignedRealtor: realtor };
      return c.json(body);
    })
    .post("/", async (c) => {
      const manager = requireManager(c);
      const form = await jsonBody(c, propertyFormSchema);
      return c.json(await createManagedProperty(deps, manager, form), 201);
    })
    .put("/:id", async (c) => {
      const manager = requireManager(c);
      const form = await jsonBody(c, propertyFormSchema);
      return c.json(await updateManagedProperty(deps, manager, c.req.param("id"), form));
    })
    .patch("/:id/featured", async (c) => {
      const manager = requireManager(c);
      const { isFeatured } = await jsonBody(c, propertyFeaturedSchema);
      return c.json(await setPropertyFeatured(db, manager, c.req.param("id"), isFeatured));
    })
    .patch("/:id/status", async (c) => {
      const manager = requireManager(c);
      const change = await jsonBody(c, listingStatusSchema);
      return c.json(await changeListingStatus(deps, manager, c.req.param("id"), change));
    })
    .delete("/:id", async (c) => {
      const manager = requireManager(c);
      await deleteManagedProperty(deps, manager, c.req.param("id"));
      return c.body(null, 204);
    });
}

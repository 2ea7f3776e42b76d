import { eq } from "drizzle-orm";
import { MANAGE_PROPERTY_MESSAGES } from "@/shared/manage-properties";
import { recordActivity } from "../admin/activity.service";
import type { Database } from "../platform/db/client";
import { properties } from "../platform/db/schema";
import { ApiError } from "../platform/http/errors";
import { type Manager, managedProperty } from "./access";

/**
 * The table's feature toggle, for administrators only; realtors get 403 whatever
 * the listing. The activity row is written with the change.
 */
export async function setPropertyFeatured(
  db: Database,
  manager: Manager,
  id: string,
  isFeatured: boolean,
): Promise<{ id: string; isFeatured: boolean }> {
  if (!manager.isAdmin) throw ApiError.forbidden(MANAGE_PROPERTY_MESSAGES.featureAdminOnly);
  return db.transaction(async (tx) => {
    const listing = await managedProperty(tx, manager, id, { lock: true });
    await tx
      .update(properties)
      .set({ isFeatured, updatedAt: new Date() })
      .where(eq(properties.id, listing.id));
    await recordActivity(tx, {
      adminId: manager.id,
      action: isFeatured ? "property_featured" : "property_unfeatured",
      targetType: "property",
      targetId: listing.id,
      details: { title: listing.title },
    });
    return { id: listing.id, isFeatured };
  });
}

import { eq } from "drizzle-orm";
import { recordActivity } from "../admin/activity.service";
import { properties, propertyImages, savedProperties } from "../platform/db/schema";
import { enqueueRemoved } from "../saved/saved-home-jobs";
import { type Manager, managedProperty } from "./access";
import { deleteImageFilesQuietly } from "./image-files";
import type { ManageDeps } from "./save.service";

/**
 * Deletes a listing `manager` may manage (404 unknown, 403 another realtor's); photos, saves,
 * inquiries and tour requests go with it through the foreign keys' cascades. The photo files go
 * after the commit.
 */
export async function deleteManagedProperty(
  deps: ManageDeps,
  manager: Manager,
  id: string,
): Promise<void> {
  const photos = await deps.db.transaction(async (tx) => {
    const listing = await managedProperty(tx, manager, id, { lock: true });
    const images = await tx
      .select({ storageKey: propertyImages.storageKey, widths: propertyImages.widths })
      .from(propertyImages)
      .where(eq(propertyImages.propertyId, listing.id));
    await recordActivity(tx, {
      adminId: manager.id,
      action: "property_deleted",
      targetType: "property",
      targetId: listing.id,
      details: { title: listing.title },
    });
    // The saves go with the listing (cascade): who saved it is read now, for their alerts.
    const savers = await tx
      .select({ userId: savedProperties.userId })
      .from(savedProperties)
      .where(eq(savedProperties.propertyId, listing.id));
    if (savers.length > 0) {
      await enqueueRemoved(tx, deps.jobs, {
        propertyId: listing.id,
        title: listing.title,
        price: listing.price,
        saverIds: savers.map((saver) => saver.userId),
      });
    }
    await tx.delete(properties).where(eq(properties.id, listing.id));
    return images;
  });
  await deleteImageFilesQuietly(deps, photos);
}

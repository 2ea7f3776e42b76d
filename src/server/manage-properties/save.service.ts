import { randomUUID } from "node:crypto";
import { asc, eq, inArray } from "drizzle-orm";
import type { ContentAction } from "@/shared/admin-content";
import type { PropertyFormValues } from "@/shared/schemas/property-form";
import { recordActivity } from "../admin/activity.service";
import { deleteListingDraft } from "../listing-drafts/listing-drafts.service";
import type { Database } from "../platform/db/client";
import { properties, propertyImages, stagedUploads } from "../platform/db/schema";
import type { Logger } from "../platform/http/logger";
import type { JobQueue } from "../platform/jobs/queue";
import type { Storage } from "../platform/storage/storage";
import { recordPriceChange } from "../properties/price-history";
import { enqueuePriceDrop } from "../saved/saved-home-jobs";
import { enqueueListingMatch } from "../saved-searches/alert-jobs";
import { type Manager, managedProperty } from "./access";
import { deleteImageFilesQuietly } from "./image-files";
import { type ImagePlan, planImages } from "./image-plan";
import { type ListingPosition, listingPosition } from "./listing-position";
import { realtorForSave } from "./realtor-choice.service";

export interface ManageDeps {
  db: Database;
  storage: Storage;
  logger: Logger;
  /** Saved-search alerts are matched by a job queued with the save (saved-searches/). */
  jobs: Pick<JobQueue, "send">;
}

/**
 * The listing's own columns from the form and its position (is_featured is decided by the
 * caller).
 */
function listingColumns(form: PropertyFormValues, position: ListingPosition) {
  return {
    title: form.title,
    description: form.description,
    price: form.price,
    address: form.address,
    city: form.city,
    state: form.state,
    zip: form.zip,
    latitude: position.latitude,
    longitude: position.longitude,
    bedrooms: form.bedrooms,
    bathrooms: form.bathrooms,
    squareFeet: form.squareFeet,
    propertyType: form.propertyType,
    amenities: form.amenities,
    yearBuilt: form.yearBuilt,
    lotSizeAcres: form.lotSizeAcres,
    stories: form.stories,
    garageSpaces: form.garageSpaces,
    condition: form.condition,
    interiorFeatures: form.interiorFeatures,
    exteriorFeatures: form.exteriorFeatures,
    communityFeatures: form.communityFeatures,
    nearbyAmenities: form.nearbyAmenities,
    offer: form.offer,
    hoaDues: form.hoaDues,
    ...rentalColumns(form),
  };
}

/** A rental's terms as given; a sale keeps none, whatever the form still held. */
function rentalColumns(form: PropertyFormValues) {
  const rent = form.offer === "rent";
  return {
    deposit: rent ? form.deposit : null,
    leaseMonths: rent ? form.leaseMonths : null,
    availableFrom: rent ? (form.availableFrom ?? null) : null,
    petsCats: rent && form.petsCats,
    petsDogs: rent && form.petsDogs,
    furnished: rent && form.furnished,
    utilitiesIncluded: rent && form.utilitiesIncluded,
    applicantRequirements: rent ? form.applicantRequirements : "",
  };
}

/**
 * Writes the gallery of the plan: removed photos' rows go, kept ones take their new position,
 * label, cover flag and focal point, uploads become photos of the listing (same id and files) and their staged
 * rows are consumed. Covers are cleared first, so the one-cover index never sees two at once.
 */
async function writeGallery(tx: Database, propertyId: string, plan: ImagePlan) {
  if (plan.removed.length > 0) {
    await tx.delete(propertyImages).where(
      inArray(
        propertyImages.id,
        plan.removed.map((row) => row.id),
      ),
    );
  }
  await tx
    .update(propertyImages)
    .set({ isCover: false })
    .where(eq(propertyImages.propertyId, propertyId));
  // One statement at a time: a transaction is one connection.
  for (const image of plan.images) {
    const placed = {
      position: image.position,
      label: image.label,
      isCover: image.isCover,
      focusX: image.focus?.x ?? null,
      focusY: image.focus?.y ?? null,
    };
    if (image.kind === "existing") {
      await tx.update(propertyImages).set(placed).where(eq(propertyImages.id, image.row.id));
    } else {
      const { id, storageKey, widths, width, height } = image.row;
      await tx
        .insert(propertyImages)
        .values({ id, propertyId, storageKey, widths, width, height, ...placed });
    }
  }
  const consumed = plan.images.flatMap((image) => (image.kind === "upload" ? [image.row.id] : []));
  if (consumed.length > 0) {
    await tx.delete(stagedUploads).where(inArray(stagedUploads.id, consumed));
  }
}

async function logSave(
  tx: Database,
  manager: Manager,
  action: ContentAction,
  id: string,
  title: string,
) {
  await recordActivity(tx, {
    adminId: manager.id,
    action,
    targetType: "property",
    targetId: id,
    details: { title },
  });
}

/**
 * Creates a listing with its photos, all in one transaction: a refused photo or any failure
 * leaves no listing, no photo row and every staged upload as it was. A realtor's listing is
 * theirs; an administrator's has the realtor they chose, if any (realtorForSave). Only an
 * administrator's isFeatured is applied. Without coordinates, the ZIP places it (listingPosition).
 */
export async function createManagedProperty(
  deps: ManageDeps,
  manager: Manager,
  form: PropertyFormValues,
): Promise<{ id: string }> {
  const id = randomUUID();
  const position = await listingPosition(form);
  await deps.db.transaction(async (tx) => {
    const realtorId = await realtorForSave(tx, manager, form.realtorId);
    const plan = await planImages(tx, manager.id, form.images, []);
    await tx.insert(properties).values({
      id,
      realtorId,
      ...listingColumns(form, position),
      isFeatured: manager.isAdmin ? form.isFeatured : false,
    });
    await writeGallery(tx, id, plan);
    // The new-listing draft became this listing.
    await deleteListingDraft(tx, { ownerId: manager.id, propertyId: null });
    await logSave(tx, manager, "property_created", id, form.title);
    await enqueueListingMatch(tx, deps.jobs, { propertyId: id });
  });
  return { id };
}

/**
 * Saves the edit of a listing `manager` may manage (404 unknown, 403 another realtor's), all or
 * nothing; photos left out of the form lose their rows in the transaction and their files after
 * the commit. A realtor's isFeatured is ignored (the listing keeps its value); only an
 * administrator may change the listing's realtor. Without coordinates, the position is the
 * ZIP's centre again, as on create.
 */
export async function updateManagedProperty(
  deps: ManageDeps,
  manager: Manager,
  id: string,
  form: PropertyFormValues,
): Promise<{ id: string }> {
  const removed = await deps.db.transaction(async (tx) => {
    const listing = await managedProperty(tx, manager, id, { lock: true });
    const position = await listingPosition(form);
    const realtorId = await realtorForSave(tx, manager, form.realtorId, listing.realtorId);
    const current = await tx
      .select()
      .from(propertyImages)
      .where(eq(propertyImages.propertyId, id))
      .orderBy(asc(propertyImages.position));
    const plan = await planImages(tx, manager.id, form.images, current);
    await tx
      .update(properties)
      .set({
        ...listingColumns(form, position),
        realtorId,
        ...(manager.isAdmin ? { isFeatured: form.isFeatured } : {}),
        updatedAt: new Date(),
      })
      .where(eq(properties.id, id));
    const priceChange = await recordPriceChange(tx, id, listing.price, form.price);
    const cut = priceChange && priceChange.newPrice < priceChange.oldPrice ? priceChange : null;
    if (cut) {
      await enqueuePriceDrop(tx, deps.jobs, {
        propertyId: id,
        oldPrice: cut.oldPrice,
        newPrice: cut.newPrice,
      });
    }
    await writeGallery(tx, id, plan);
    await deleteListingDraft(tx, { ownerId: manager.id, propertyId: id });
    await logSave(tx, manager, "property_updated", id, form.title);
    // A cut reaches every search the listing matches after it, once per cut (its row's id).
    await enqueueListingMatch(tx, deps.jobs, {
      propertyId: id,
      ...(cut ? { change: { reason: "price_drop", id: cut.id } } : {}),
    });
    return plan.removed;
  });
  await deleteImageFilesQuietly(deps, removed);
  return { id };
}

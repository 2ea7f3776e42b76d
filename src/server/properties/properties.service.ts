import { asc, desc, eq, inArray } from "drizzle-orm";
import type { ListingOffer, ListingStatus } from "@/shared/listing-life";
import { openHouseBadge } from "@/shared/open-house-words";
import { OPEN_HOUSES_SHOWN, type OpenHouse } from "@/shared/open-houses";
import {
  type Amenity,
  PRICE_CUT_RECENT_DAYS,
  type PropertyDetail,
  type PropertyImage,
  type PropertySummary,
  type PropertyType,
} from "@/shared/properties";
import { listingPhotoCredit } from "../bookings/photo-credit";
import { nextOpenHouses, upcomingOpenHouses } from "../open-houses/upcoming";
import type { Database } from "../platform/db/client";
import { profiles, properties, propertyImages, realtorProfiles, user } from "../platform/db/schema";
import { listingReels } from "../reels/listing-reels.service";
import { isUuid } from "./ids";
import { toPropertyImage } from "./images";
import { contactColumns, listingContact, listingRealtorJoin } from "./listing-contact";
import { listPriceHistory, listStatusHistory } from "./price-history";

/** The columns a property card needs; select these wherever summaries are listed. */
export const summaryColumns = {
  id: properties.id,
  title: properties.title,
  price: properties.price,
  address: properties.address,
  city: properties.city,
  state: properties.state,
  zip: properties.zip,
  latitude: properties.latitude,
  longitude: properties.longitude,
  bedrooms: properties.bedrooms,
  bathrooms: properties.bathrooms,
  squareFeet: properties.squareFeet,
  propertyType: properties.propertyType,
  isFeatured: properties.isFeatured,
  createdAt: properties.createdAt,
  lastPriceCut: properties.lastPriceCut,
  lastPriceCutAt: properties.lastPriceCutAt,
  offer: properties.offer,
  status: properties.status,
  expectedOn: properties.expectedOn,
  closedPrice: properties.closedPrice,
  closedOn: properties.closedOn,
};

export type SummaryRow = Pick<typeof properties.$inferSelect, keyof typeof summaryColumns>;

const imageColumns = {
  id: propertyImages.id,
  propertyId: propertyImages.propertyId,
  storageKey: propertyImages.storageKey,
  widths: propertyImages.widths,
  width: propertyImages.width,
  height: propertyImages.height,
  label: propertyImages.label,
  isCover: propertyImages.isCover,
  focusX: propertyImages.focusX,
  focusY: propertyImages.focusY,
};

function toSummary(
  row: SummaryRow,
  image: PropertyImage | null,
  nextOpenHouse: OpenHouse | null,
): PropertySummary {
  return {
    id: row.id,
    title: row.title,
    price: row.price,
    address: row.address,
    city: row.city,
    state: row.state,
    zip: row.zip,
    latitude: row.latitude,
    longitude: row.longitude,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    squareFeet: row.squareFeet,
    propertyType: row.propertyType as PropertyType,
    isFeatured: row.isFeatured,
    createdAt: row.createdAt.toISOString(),
    image,
    priceCut: recentCut(row),
    // The columns' checks hold offer and status to these values.
    offer: row.offer as ListingOffer,
    status: row.status as ListingStatus,
    expectedOn: row.expectedOn,
    closedPrice: row.closedPrice,
    closedOn: row.closedOn,
    nextOpenHouse: nextOpenHouse && { ...nextOpenHouse, badge: openHouseBadge(nextOpenHouse) },
  };
}

/** The last cut while it is recent enough to badge; a rise since has cleared it already. */
function recentCut({ lastPriceCut, lastPriceCutAt }: SummaryRow): PropertySummary["priceCut"] {
  if (lastPriceCut === null || lastPriceCutAt === null) return null;
  const age = Date.now() - lastPriceCutAt.getTime();
  if (age > PRICE_CUT_RECENT_DAYS * 24 * 60 * 60 * 1000) return null;
  return { amount: lastPriceCut, at: lastPriceCutAt.toISOString() };
}

/**
 * Summaries for rows already fetched, with one more query for all their cover photos (the
 * flagged cover, else the first photo by position) and one for their next open houses.
 */
export async function withCovers(db: Database, rows: SummaryRow[]): Promise<PropertySummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [covers, openHouses] = await Promise.all([
    db
      .selectDistinctOn([propertyImages.propertyId], imageColumns)
      .from(propertyImages)
      .where(inArray(propertyImages.propertyId, ids))
      .orderBy(
        propertyImages.propertyId,
        desc(propertyImages.isCover),
        asc(propertyImages.position),
        asc(propertyImages.id),
      ),
    nextOpenHouses(db, ids),
  ]);
  const byProperty = new Map(covers.map((cover) => [cover.propertyId, toPropertyImage(cover)]));
  return rows.map((row) =>
    toSummary(row, byProperty.get(row.id) ?? null, openHouses.get(row.id) ?? null),
  );
}

/** True when a listing with this id exists (false for malformed ids). */
export async function propertyExists(db: Database, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.id, id))
    .limit(1);
  return rows.length > 0;
}

/**
 * A listing with all its photos in position order, its public contact (its realtor's, else the
 * site's) and its reels; null when there is no such listing.
 */
export async function getPropertyDetail(db: Database, id: string): Promise<PropertyDetail | null> {
  if (!isUuid(id)) return null;
  const [rows, images, priceHistory, statusHistory, reels, openHouses, photoCredit] =
    await Promise.all([
      db
        .select({
          ...summaryColumns,
          description: properties.description,
          amenities: properties.amenities,
          yearBuilt: properties.yearBuilt,
          lotSizeAcres: properties.lotSizeAcres,
          stories: properties.stories,
          garageSpaces: properties.garageSpaces,
          condition: properties.condition,
          interiorFeatures: properties.interiorFeatures,
          exteriorFeatures: properties.exteriorFeatures,
          communityFeatures: properties.communityFeatures,
          nearbyAmenities: properties.nearbyAmenities,
          listedAt: properties.listedAt,
          hoaDues: properties.hoaDues,
          deposit: properties.deposit,
          leaseMonths: properties.leaseMonths,
          availableFrom: properties.availableFrom,
          petsCats: properties.petsCats,
          petsDogs: properties.petsDogs,
          furnished: properties.furnished,
          utilitiesIncluded: properties.utilitiesIncluded,
          applicantRequirements: properties.applicantRequirements,
          ...contactColumns,
        })
        .from(properties)
        .leftJoin(user, listingRealtorJoin())
        .leftJoin(realtorProfiles, eq(realtorProfiles.userId, user.id))
        .leftJoin(profiles, eq(profiles.id, user.id))
        .where(eq(properties.id, id))
        .limit(1),
      db
        .select(imageColumns)
        .from(propertyImages)
        .where(eq(propertyImages.propertyId, id))
        .orderBy(asc(propertyImages.position), asc(propertyImages.id)),
      listPriceHistory(db, id),
      listStatusHistory(db, id),
      listingReels(db, id),
      upcomingOpenHouses(db, id, OPEN_HOUSES_SHOWN),
      listingPhotoCredit(db, id),
    ]);
  const row = rows[0];
  if (!row) return null;
  const photos = images.map((image) => toPropertyImage(image));
  return {
    ...toSummary(
      row,
      photos.find((photo) => photo.isCover) ?? photos[0] ?? null,
      openHouses[0] ?? null,
    ),
    description: row.description,
    amenities: row.amenities as Amenity[],
    yearBuilt: row.yearBuilt,
    lotSizeAcres: row.lotSizeAcres,
    stories: row.stories,
    garageSpaces: row.garageSpaces,
    condition: row.condition,
    interiorFeatures: row.interiorFeatures,
    exteriorFeatures: row.exteriorFeatures,
    communityFeatures: row.communityFeatures,
    nearbyAmenities: row.nearbyAmenities,
    images: photos,
    contact: await listingContact(db, row),
    priceHistory,
    statusHistory,
    listedAt: row.listedAt?.toISOString() ?? null,
    daysOnMarket: daysOnMarket(row.listedAt, row.closedOn),
    hoaDues: row.hoaDues,
    rental:
      row.offer === "rent"
        ? {
            deposit: row.deposit,
            leaseMonths: row.leaseMonths,
            availableFrom: row.availableFrom,
            petsCats: row.petsCats,
            petsDogs: row.petsDogs,
            furnished: row.furnished,
            utilitiesIncluded: row.utilitiesIncluded,
            applicantRequirements: row.applicantRequirements,
          }
        : null,
    reels,
    openHouses,
    photoCredit,
  };
}

/** Whole days from the listing day to the closing day, or to today while it is not closed. */
export function daysOnMarket(listedAt: Date | null, closedOn: string | null): number | null {
  if (!listedAt) return null;
  const end = closedOn ? new Date(`${closedOn}T00:00:00.000Z`) : new Date();
  return Math.max(0, Math.floor((end.getTime() - listedAt.getTime()) / 86_400_000));
}

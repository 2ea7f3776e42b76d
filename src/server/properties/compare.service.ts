import { inArray } from "drizzle-orm";
import type { CompareAnswer, CompareHome } from "@/shared/compare";
import { compareMatrix } from "@/shared/compare-matrix";
import type { Amenity } from "@/shared/properties";
import type { Database } from "../platform/db/client";
import { properties } from "../platform/db/schema";
import { daysOnMarket, summaryColumns, withCovers } from "./properties.service";

/**
 * Homes side by side, in the order asked: each with the facts the comparison shows, or named as
 * gone when no listing has that id any more. Ids are checked by the route (compareQuerySchema).
 */
export async function compareProperties(
  db: Database,
  ids: readonly string[],
): Promise<CompareAnswer> {
  const rows = await db
    .select({
      ...summaryColumns,
      amenities: properties.amenities,
      yearBuilt: properties.yearBuilt,
      lotSizeAcres: properties.lotSizeAcres,
      interiorFeatures: properties.interiorFeatures,
      exteriorFeatures: properties.exteriorFeatures,
      communityFeatures: properties.communityFeatures,
      listedAt: properties.listedAt,
      hoaDues: properties.hoaDues,
    })
    .from(properties)
    .where(inArray(properties.id, [...ids]));
  const summaries = new Map((await withCovers(db, rows)).map((summary) => [summary.id, summary]));
  const homes = new Map(
    rows.map((row): [string, CompareHome] => {
      const summary = summaries.get(row.id);
      if (!summary) throw new Error("a listing lost its summary");
      return [
        row.id,
        {
          id: row.id,
          title: summary.title,
          address: summary.address,
          city: summary.city,
          state: summary.state,
          zip: summary.zip,
          image: summary.image,
          price: summary.price,
          bedrooms: summary.bedrooms,
          bathrooms: summary.bathrooms,
          squareFeet: summary.squareFeet,
          propertyType: summary.propertyType,
          offer: summary.offer,
          status: summary.status,
          expectedOn: summary.expectedOn,
          closedPrice: summary.closedPrice,
          closedOn: summary.closedOn,
          yearBuilt: row.yearBuilt,
          lotSizeAcres: row.lotSizeAcres,
          hoaDues: row.hoaDues,
          daysOnMarket: daysOnMarket(row.listedAt, row.closedOn),
          amenities: row.amenities as Amenity[],
          features: [
            ...new Set([
              ...row.interiorFeatures,
              ...row.exteriorFeatures,
              ...row.communityFeatures,
            ]),
          ],
        },
      ];
    }),
  );
  const slots = ids.map((id) => ({ id, home: homes.get(id) ?? null }));
  const listed = slots.flatMap((slot) => (slot.home ? [slot.home] : []));
  return { slots, matrix: compareMatrix(listed) };
}

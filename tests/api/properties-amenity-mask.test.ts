import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { properties } from "../../src/server/platform/db/schema";
import { AMENITIES, type Amenity, amenityMask } from "../../src/shared/properties";
import { createProperty } from "../factories/properties";
import { setupTestApp } from "../setup/setup-test-app";

const t = setupTestApp();

describe("properties.amenity_mask", () => {
  it("is kept by the database in step with amenityMask, for every amenity and on updates", async () => {
    const lists: Amenity[][] = [[], ...AMENITIES.map((a) => [a]), [...AMENITIES], ["Gym", "Pool"]];
    for (const amenities of lists) {
      const row = await createProperty(t, { amenities });
      expect(row.amenityMask, amenities.join(",")).toBe(amenityMask(amenities));
    }
    const row = await createProperty(t, { amenities: ["Pool"] });
    const [updated] = await t.deps.db
      .update(properties)
      .set({ amenities: ["Garden", "Elevator"] })
      .where(eq(properties.id, row.id))
      .returning();
    expect(updated?.amenityMask).toBe(amenityMask(["Garden", "Elevator"]));
  });
});

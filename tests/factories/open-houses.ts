import { openHouses } from "../../src/server/platform/db/schema";
import { addDays, wallClock } from "../../src/shared/zoned-time";
import type { TestApp } from "../setup/test-app";

type OpenHouseInsert = typeof openHouses.$inferInsert;

/** The day `offset` days from today on `zone`'s clock (YYYY-MM-DD). */
export const dayIn = (zone: string, offset: number) =>
  addDays(wallClock(new Date(), zone).day, offset);

/** An open house stored as it is, past or not: two hours in person, in Chicago's zone. */
export async function createOpenHouse(
  t: TestApp,
  propertyId: string,
  startsAt: Date,
  overrides: Partial<OpenHouseInsert> = {},
) {
  const [row] = await t.deps.db
    .insert(openHouses)
    .values({
      propertyId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 2 * 3_600_000),
      timeZone: "America/Chicago",
      kind: "in_person",
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

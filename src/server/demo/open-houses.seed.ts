import { desc, inArray } from "drizzle-orm";
import { listingTimeZone } from "@/shared/listing-time-zone";
import { weekendWindow } from "@/shared/open-house-window";
import { OPEN_HOUSES_OFFERED } from "@/shared/open-houses";
import { addDays, wallClock, zonedInstant } from "@/shared/zoned-time";
import { openHouses, properties } from "../platform/db/schema";
import type { SeedContext, Seeder } from "./seeder";

/** How many demo listings get open houses: enough to find some on any page of the demo. */
const DEMO_OPEN_HOUSE_LISTINGS = 20;

/** Open houses on some demo listings over the next two weekends; runs after the market seeder. */
export const demoOpenHousesSeeder: Seeder = {
  name: "demo-open-houses",
  run: (ctx) => seedDemoOpenHouses(ctx),
};

/**
 * Gives the featured and newest listings that take visitors one open house each, 1 to 3 PM on
 * their own clock, on the Saturday or Sunday of this weekend or the next (a time already past
 * moves a fortnight on); every seventh is virtual.
 */
export async function seedDemoOpenHouses(ctx: SeedContext, now = new Date()): Promise<void> {
  const listings = await ctx.db
    .select({ id: properties.id, state: properties.state })
    .from(properties)
    .where(inArray(properties.status, [...OPEN_HOUSES_OFFERED]))
    .orderBy(desc(properties.isFeatured), desc(properties.createdAt), properties.id)
    .limit(DEMO_OPEN_HOUSE_LISTINGS);
  const rows = listings.map((listing, index) => {
    const zone = listingTimeZone(listing.state);
    const saturday = wallClock(weekendWindow(now, zone).from, zone).day;
    let day = addDays(saturday, (index % 2) * 7 + (index % 4 >= 2 ? 1 : 0));
    let startsAt = zonedInstant(day, "13:00", zone);
    if (!startsAt || startsAt <= now) {
      day = addDays(day, 14);
      startsAt = zonedInstant(day, "13:00", zone);
    }
    const virtual = index % 7 === 6;
    return {
      propertyId: listing.id,
      startsAt: startsAt ?? now,
      endsAt: zonedInstant(day, "15:00", zone) ?? now,
      timeZone: zone,
      kind: virtual ? ("virtual" as const) : ("in_person" as const),
      link: virtual ? "https://meet.example.com/homescope-open-house" : null,
    };
  });
  if (rows.length > 0) await ctx.db.insert(openHouses).values(rows);
  ctx.logger.info("seeded demo open houses", { count: rows.length });
}

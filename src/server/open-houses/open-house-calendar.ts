import { eq } from "drizzle-orm";
import { createEvent, type DateArray } from "ics";
import { listingPlace } from "@/shared/listing-title";
import { wallClock } from "@/shared/zoned-time";
import type { Database } from "../platform/db/client";
import { openHouses, properties } from "../platform/db/schema";
import { isUuid } from "../properties/ids";
import { inTimeZone } from "./time-zone-block";
import { openHouseColumns } from "./upcoming";

const localTime = (instant: Date, zone: string): DateArray => {
  const clock = wallClock(instant, zone);
  const [year, month, day] = clock.day.split("-").map(Number) as [number, number, number];
  return [year, month, day, clock.hour, clock.minute];
};

/**
 * The calendar file (.ics) of an open house: its times on the listing's clock, named by the
 * listing's zone (TZID, with the zone's block), so a calendar anywhere shows it at the right
 * moment; the address as its place and the listing's link in its text. Null when there is none.
 */
export async function openHouseCalendar(
  db: Database,
  id: string,
  baseUrl: string,
): Promise<string | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      ...openHouseColumns,
      title: properties.title,
      address: properties.address,
      city: properties.city,
      state: properties.state,
      zip: properties.zip,
    })
    .from(openHouses)
    .innerJoin(properties, eq(properties.id, openHouses.propertyId))
    .where(eq(openHouses.id, id));
  if (!row) return null;
  const listingUrl = `${baseUrl}/property/${row.propertyId}`;
  const virtual = row.kind === "virtual" && row.link;
  const { error, value } = createEvent({
    uid: `open-house-${row.id}@homescope`,
    productId: "homescope/open-houses",
    method: "PUBLISH",
    title: `${virtual ? "Virtual open house" : "Open house"}: ${row.title}`,
    description: [virtual ? `Join online: ${row.link}` : null, `The listing: ${listingUrl}`]
      .filter(Boolean)
      .join("\n"),
    location: listingPlace(row),
    url: listingUrl,
    start: localTime(row.startsAt, row.timeZone),
    end: localTime(row.endsAt, row.timeZone),
    startInputType: "local",
    startOutputType: "local",
    endInputType: "local",
    endOutputType: "local",
    status: "CONFIRMED",
  });
  if (error || !value) throw error ?? new Error("openHouseCalendar: no calendar text");
  // The package writes floating times; name the listing's zone on them and add its block.
  return inTimeZone(value, row.timeZone, row.startsAt.getUTCFullYear());
}

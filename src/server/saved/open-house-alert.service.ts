import { eq } from "drizzle-orm";
import { openHouseWhen } from "@/shared/open-house-words";
import type { AppMailer } from "../notifications/events";
import { savedHomeOpenHouseNotification } from "../notifications/events/saved-home-changed";
import { openHouseColumns, toOpenHouse } from "../open-houses/upcoming";
import type { Database } from "../platform/db/client";
import { openHouses, properties } from "../platform/db/schema";
import type { OpenHouseJob } from "./saved-home-jobs";
import { tellSavers } from "./tell-savers";

/**
 * The alerts.open_house job: every member who saved the home hears when it is open, in the app
 * and (unless turned off) by e-mail. An open house removed before the job ran, or already over,
 * is news to nobody.
 */
export async function alertOpenHouse(
  { db, mailer }: { db: Database; mailer: AppMailer },
  job: OpenHouseJob,
) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ ...openHouseColumns, title: properties.title, price: properties.price })
      .from(openHouses)
      .innerJoin(properties, eq(properties.id, openHouses.propertyId))
      .where(eq(openHouses.id, job.openHouseId));
    if (!row || row.endsAt <= new Date()) return;
    const when = openHouseWhen(toOpenHouse(row));
    const openHouse = { when, virtual: row.kind === "virtual" };
    const link = `/property/${job.propertyId}`;
    await tellSavers(
      tx,
      mailer,
      job.propertyId,
      savedHomeOpenHouseNotification(row.title, openHouse, link),
      { title: row.title, price: row.price, link, openHouse },
    );
  });
}

import { eq } from "drizzle-orm";
import { openHouseWhen } from "@/shared/open-house-words";
import type { OpenHouseKind } from "@/shared/open-houses";
import { emailNotice } from "../notifications/email-notice";
import type { AppMailer } from "../notifications/events";
import { savedHomeOpenHouseNotification } from "../notifications/events/saved-home-changed";
import { notifyUser } from "../notifications/notifications.service";
import type { Database } from "../platform/db/client";
import { openHouses, properties, savedProperties } from "../platform/db/schema";
import type { OpenHouseJob } from "./saved-home-jobs";

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
      .select({
        title: properties.title,
        price: properties.price,
        startsAt: openHouses.startsAt,
        endsAt: openHouses.endsAt,
        timeZone: openHouses.timeZone,
        kind: openHouses.kind,
        link: openHouses.link,
      })
      .from(openHouses)
      .innerJoin(properties, eq(properties.id, openHouses.propertyId))
      .where(eq(openHouses.id, job.openHouseId));
    if (!row || row.endsAt <= new Date()) return;
    const when = openHouseWhen({
      id: job.openHouseId,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      timeZone: row.timeZone,
      kind: row.kind as OpenHouseKind,
      link: row.link,
    });
    const openHouse = { when, virtual: row.kind === "virtual" };
    const link = `/property/${job.propertyId}`;
    const savers = await tx
      .select({ userId: savedProperties.userId })
      .from(savedProperties)
      .where(eq(savedProperties.propertyId, job.propertyId));
    for (const { userId } of savers) {
      await notifyUser(
        tx,
        userId,
        savedHomeOpenHouseNotification(row.title, openHouse, link),
        null,
      );
      await emailNotice(tx, mailer, userId, {
        kind: "saved-home-changed",
        props: { title: row.title, price: row.price, link, openHouse },
      });
    }
  });
}

import { eq, inArray } from "drizzle-orm";
import { emailNotice } from "../notifications/email-notice";
import type { AppMailer } from "../notifications/events";
import {
  savedHomePriceDropNotification,
  savedHomeRemovedNotification,
} from "../notifications/events/saved-home-changed";
import { notifyUser } from "../notifications/notifications.service";
import type { Database } from "../platform/db/client";
import { properties, savedProperties, user } from "../platform/db/schema";
import type { PriceDropJob, RemovedJob } from "./saved-home-jobs";

interface AlertDeps {
  db: Database;
  mailer: AppMailer;
}

/**
 * The alerts.price_drop job: every member who saved the home hears the new price in the app and,
 * unless their e-mail notifications are off, by e-mail. A listing deleted or re-priced above the
 * old price before the job ran is news to nobody.
 */
export async function alertPriceDrop({ db, mailer }: AlertDeps, job: PriceDropJob) {
  await db.transaction(async (tx) => {
    const [listing] = await tx
      .select({ title: properties.title, price: properties.price })
      .from(properties)
      .where(eq(properties.id, job.propertyId));
    if (!listing || listing.price >= job.oldPrice) return;
    const link = `/property/${job.propertyId}`;
    const savers = await tx
      .select({ userId: savedProperties.userId })
      .from(savedProperties)
      .where(eq(savedProperties.propertyId, job.propertyId));
    for (const { userId } of savers) {
      await notifyUser(
        tx,
        userId,
        savedHomePriceDropNotification(listing, job.oldPrice, link),
        null,
      );
      await emailNotice(tx, mailer, userId, {
        kind: "saved-home-changed",
        props: { title: listing.title, oldPrice: job.oldPrice, price: listing.price, link },
      });
    }
  });
}

/** The alerts.removed job: the savers read before the delete hear that the home is gone. */
export async function alertRemoved({ db, mailer }: AlertDeps, job: RemovedJob) {
  if (job.saverIds.length === 0) return;
  await db.transaction(async (tx) => {
    // An account deleted since the listing went has nobody left to tell.
    const members = await tx
      .select({ id: user.id })
      .from(user)
      .where(inArray(user.id, job.saverIds));
    for (const { id: userId } of members) {
      await notifyUser(tx, userId, savedHomeRemovedNotification(job.title, job.price), null);
      await emailNotice(tx, mailer, userId, {
        kind: "saved-home-changed",
        props: { title: job.title, price: job.price, link: null },
      });
    }
  });
}

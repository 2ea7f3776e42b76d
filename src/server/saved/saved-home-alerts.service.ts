import { desc, eq, inArray } from "drizzle-orm";
import type { ListingOffer, ListingStatus } from "@/shared/listing-life";
import { emailNotice } from "../notifications/email-notice";
import type { AppMailer } from "../notifications/events";
import {
  savedHomePriceDropNotification,
  savedHomeRemovedNotification,
  savedHomeStatusNotification,
  statusNews,
} from "../notifications/events/saved-home-changed";
import { notifyUser } from "../notifications/notifications.service";
import type { Database } from "../platform/db/client";
import { properties, propertyStatusChanges, user } from "../platform/db/schema";
import type { PriceDropJob, RemovedJob, StatusJob } from "./saved-home-jobs";
import { tellSavers } from "./tell-savers";

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
    await tellSavers(
      tx,
      mailer,
      job.propertyId,
      savedHomePriceDropNotification(listing, job.oldPrice, link),
      { title: listing.title, oldPrice: job.oldPrice, price: listing.price, link },
    );
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

/**
 * The alerts.status job: every member who saved the home hears of its new stage, in the app and
 * (unless turned off) by e-mail. A change undone or followed by another before the job ran is
 * news to nobody: only the listing's last change is told.
 */
export async function alertStatus({ db, mailer }: AlertDeps, job: StatusJob) {
  await db.transaction(async (tx) => {
    const [last] = await tx
      .select({ id: propertyStatusChanges.id })
      .from(propertyStatusChanges)
      .where(eq(propertyStatusChanges.propertyId, job.propertyId))
      .orderBy(desc(propertyStatusChanges.changedAt), desc(propertyStatusChanges.id))
      .limit(1);
    const [listing] = await tx
      .select({
        title: properties.title,
        price: properties.price,
        offer: properties.offer,
        status: properties.status,
        closedPrice: properties.closedPrice,
      })
      .from(properties)
      .where(eq(properties.id, job.propertyId));
    if (!listing || last?.id !== job.changeId || listing.status === "coming_soon") return;
    const news = statusNews({
      ...listing,
      offer: listing.offer as ListingOffer,
      status: listing.status as Exclude<ListingStatus, "coming_soon">,
    });
    const link = `/property/${job.propertyId}`;
    await tellSavers(tx, mailer, job.propertyId, savedHomeStatusNotification(news, link), {
      title: listing.title,
      price: listing.price,
      link,
      status: news,
    });
  });
}

import type { ListingOffer, ListingStatus } from "@/shared/listing-life";
import type { Database } from "../platform/db/client";
import { propertyPriceChanges, propertyStatusChanges } from "../platform/db/schema";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Where a demo listing is in its life. Days count back from the day it is seeded (a negative
 * count is ahead of it), so the market is as fresh on every start: its homes were listed, cut
 * and sold in the months before.
 */
export interface DemoLife {
  offer: ListingOffer;
  status: ListingStatus;
  /** Its first day on the market; null while it is coming soon. */
  listedDaysAgo: number | null;
  /** A coming-soon home's expected first day on the market, in days from now. */
  expectedInDays: number | null;
  /** A closed home's final price (a rental's monthly rent); its day is the closing change's. */
  closedPrice: number | null;
  hoaDues: number | null;
  rental: DemoRentalTerms | null;
  /** Its changes of stage, oldest first, the last one its stage now. */
  stages: { status: ListingStatus; daysAgo: number; price: number | null }[];
  /** Its changes of price, oldest first, the last one's new price its price now. */
  priceChanges: { daysAgo: number; oldPrice: number; newPrice: number }[];
}

export interface DemoRentalTerms {
  deposit: number;
  leaseMonths: number;
  /** The first day it can be moved into, in days from now. */
  availableInDays: number;
  petsCats: boolean;
  petsDogs: boolean;
  furnished: boolean;
  utilitiesIncluded: boolean;
  applicantRequirements: string;
}

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
/** The calendar day (UTC) of a moment, as date columns hold it. */
const dayOf = (moment: Date) => moment.toISOString().slice(0, 10);

/**
 * The listing's columns for its life. Without one it is a home for sale, active since it went
 * up, which is also its listing day.
 */
export function lifeColumns(life: DemoLife | undefined, createdAt: Date, now: Date) {
  if (!life) return { listedAt: createdAt, statusChangedAt: createdAt };
  const lastStage = life.stages.at(-1);
  const lastChange = life.priceChanges.at(-1);
  const cut = lastChange && lastChange.newPrice < lastChange.oldPrice ? lastChange : null;
  const rental = life.rental;
  return {
    offer: life.offer,
    status: life.status,
    statusChangedAt: lastStage ? daysBefore(now, lastStage.daysAgo) : createdAt,
    listedAt: life.listedDaysAgo === null ? null : daysBefore(now, life.listedDaysAgo),
    expectedOn: life.expectedInDays === null ? null : dayOf(daysBefore(now, -life.expectedInDays)),
    closedPrice: life.closedPrice,
    closedOn:
      life.status === "closed" && lastStage ? dayOf(daysBefore(now, lastStage.daysAgo)) : null,
    hoaDues: life.hoaDues,
    lastPriceCut: cut ? cut.oldPrice - cut.newPrice : null,
    lastPriceCutAt: cut ? daysBefore(now, cut.daysAgo) : null,
    ...(rental
      ? {
          deposit: rental.deposit,
          leaseMonths: rental.leaseMonths,
          availableFrom: dayOf(daysBefore(now, -rental.availableInDays)),
          petsCats: rental.petsCats,
          petsDogs: rental.petsDogs,
          furnished: rental.furnished,
          utilitiesIncluded: rental.utilitiesIncluded,
          applicantRequirements: rental.applicantRequirements,
        }
      : {}),
  };
}

/** Records the listing's changes of stage and price, as the listing page's history reads them. */
export async function recordLifeHistory(
  tx: Database,
  propertyId: string,
  life: DemoLife | undefined,
  now: Date,
): Promise<void> {
  if (!life) return;
  if (life.stages.length > 0) {
    await tx.insert(propertyStatusChanges).values(
      life.stages.map((stage) => ({
        propertyId,
        status: stage.status,
        price: stage.price,
        changedAt: daysBefore(now, stage.daysAgo),
      })),
    );
  }
  if (life.priceChanges.length > 0) {
    await tx.insert(propertyPriceChanges).values(
      life.priceChanges.map((change) => ({
        propertyId,
        oldPrice: change.oldPrice,
        newPrice: change.newPrice,
        changedAt: daysBefore(now, change.daysAgo),
      })),
    );
  }
}

import { z } from "zod";
import { LISTING_STATUSES, LISTING_STATUS_MESSAGES as M } from "../listing-life";

/** Today as YYYY-MM-DD, a day either way allowed for the realtor's time zone. */
const isoDay = (offsetDays: number, now = new Date()) =>
  new Date(now.getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/**
 * A change of a listing's stage (PATCH /api/manage/properties/:id/status): coming soon needs the
 * day it is expected on the market (not past), closed needs its price and day (not ahead).
 */
export const listingStatusSchema = z
  .object({
    status: z.enum(LISTING_STATUSES, { error: "Choose a status." }),
    expectedOn: z.iso.date("Expected date must be a date.").nullish(),
    closedPrice: z
      .number({ error: "Closing price must be a number." })
      .int("Closing price must be a whole number of dollars.")
      .min(1, "Closing price must be greater than 0.")
      .max(1_000_000_000, "Closing price must be at most 1,000,000,000.")
      .nullish(),
    closedOn: z.iso.date("Closing date must be a date.").nullish(),
  })
  .superRefine((change, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: "custom", path: [path], message });
    if (change.status === "coming_soon") {
      if (!change.expectedOn) issue("expectedOn", M.expectedOnRequired);
      else if (change.expectedOn < isoDay(-1)) issue("expectedOn", M.expectedOnPast);
    }
    if (change.status === "closed") {
      if (!change.closedPrice) issue("closedPrice", M.closedPriceRequired);
      if (!change.closedOn) issue("closedOn", M.closedOnRequired);
      else if (change.closedOn > isoDay(1)) issue("closedOn", M.closedOnFuture);
    }
  });

export type ListingStatusChange = z.infer<typeof listingStatusSchema>;

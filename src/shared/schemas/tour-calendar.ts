import { z } from "zod";
import {
  DEFAULT_SLOT_MINUTES,
  TOUR_BLOCK_NOTE_MAX,
  TOUR_MODES,
  TOUR_SLOT_LENGTHS,
  WEEKDAY_NAMES,
} from "../tour-calendar";
import { tourWindowSchema } from "./conversations";
import { singleLine } from "./text-fields";

export const tourModeSchema = z.enum(TOUR_MODES, { error: "Choose in person or video" });

/** A slot's start as the slots API gave it (an ISO instant). */
export const slotStartSchema = z.iso.datetime({
  offset: true,
  error: "Choose a time for the tour",
});

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a time such as 09:00");

const dayHoursSchema = z
  .object({ start: clockTime, end: clockTime })
  .refine((hours) => hours.end > hours.start, {
    path: ["end"],
    message: "The end must be after the start",
  })
  .nullable();

/** PUT /api/tour-availability: the realtor's weekly hours (Monday first) and slot length. */
export const tourHoursSchema = z.object({
  weekly: z.array(dayHoursSchema).length(WEEKDAY_NAMES.length, "Give each day of the week"),
  slotMinutes: z
    .number()
    .refine((value) => (TOUR_SLOT_LENGTHS as readonly number[]).includes(value), {
      message: `Choose ${TOUR_SLOT_LENGTHS.join(", ")} minutes`,
    })
    .default(DEFAULT_SLOT_MINUTES),
});
export type TourHoursInput = z.input<typeof tourHoursSchema>;

/** POST /api/tour-availability/blocks: days off, both ends included. */
export const tourBlockSchema = z
  .object({
    firstDay: z.iso.date("Choose the first day"),
    lastDay: z.iso.date("Choose the last day"),
    note: singleLine("Note")
      .max(TOUR_BLOCK_NOTE_MAX, `Note must be at most ${TOUR_BLOCK_NOTE_MAX} characters`)
      .optional(),
  })
  .refine((block) => block.lastDay >= block.firstDay, {
    path: ["lastDay"],
    message: "The last day cannot be before the first",
  });
export type TourBlockInput = z.infer<typeof tourBlockSchema>;

/**
 * A tour's time: a free slot (`startsAt`, with the mode), or a day and window as older clients
 * still send them (no slot is held for those).
 */
export const tourTimeFields = {
  startsAt: slotStartSchema.optional(),
  mode: tourModeSchema.optional(),
  date: z.iso.date("Choose a day for the tour").optional(),
  window: tourWindowSchema.optional(),
};

/** Either a slot or a day and window must be there (see tourTimeFields). */
export function refineTourTime(
  value: { startsAt?: string; date?: string; window?: string },
  ctx: z.RefinementCtx,
): void {
  // A field given but malformed has its own issue already.
  if (value.startsAt !== undefined) return;
  if (value.date === undefined)
    ctx.addIssue({ code: "custom", path: ["startsAt"], message: "Choose a time for the tour" });
  else if (value.window === undefined)
    ctx.addIssue({ code: "custom", path: ["window"], message: "Choose a time of day" });
}

/** POST /api/tours/:id/propose: another slot (or day and window) from the realtor. */
export const tourSlotProposalSchema = z.object(tourTimeFields).superRefine(refineTourTime);
export type TourSlotProposalInput = z.infer<typeof tourSlotProposalSchema>;

/** GET /api/tours/requests: the buyer's tours, of one listing when `listing` is given. */
export const tourRequestsQuerySchema = z.object({
  listing: z.uuid("Unknown listing").optional(),
});

import { z } from "zod";
import { LEAD_NOTE_MAX, LEAD_STAGES, LISTING_LEAD_SOURCES } from "../leads";

export const leadStageSchema = z.enum(LEAD_STAGES, { error: "Choose a stage" });
/** Where a listing's visitor came from, as the contact form and tour request say. */
export const leadSourceSchema = z.enum(LISTING_LEAD_SOURCES, { error: "Unknown source" });

/** PATCH /api/conversations/:id/lead: the realtor's stage and private note. */
export const leadUpdateSchema = z
  .object({
    stage: leadStageSchema.optional(),
    note: z
      .string()
      .trim()
      .max(LEAD_NOTE_MAX, `Note must be at most ${LEAD_NOTE_MAX} characters`)
      .optional(),
  })
  .refine((input) => input.stage !== undefined || input.note !== undefined, {
    message: "Nothing to change",
  });
export type LeadUpdateInput = z.infer<typeof leadUpdateSchema>;

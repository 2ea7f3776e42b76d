import { z } from "zod";
import { COMPARE_MAX, COMPARE_MESSAGES, readCompareIds } from "../compare";

const listingId = z.uuid();

/**
 * GET /api/properties/compare: `ids`, one to COMPARE_MAX listing ids separated by commas
 * (repeats count once). Every issue is reported on `ids`, the one field a caller sent.
 */
export const compareQuerySchema = z.object({
  ids: z
    .string({ error: COMPARE_MESSAGES.idsRequired })
    // Far more than four ids need; refuses a huge list before it is split.
    .max(1000, COMPARE_MESSAGES.idsTooMany)
    .transform(readCompareIds)
    .refine((ids) => ids.length > 0, COMPARE_MESSAGES.idsRequired)
    .refine((ids) => ids.length <= COMPARE_MAX, COMPARE_MESSAGES.idsTooMany)
    .refine(
      (ids) => ids.every((id) => listingId.safeParse(id).success),
      COMPARE_MESSAGES.idInvalid,
    ),
});

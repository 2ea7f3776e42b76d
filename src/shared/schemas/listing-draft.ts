import { z } from "zod";
import {
  LISTING_DRAFT_FIELDS_MAX,
  LISTING_DRAFT_MAX_BYTES,
  type ListingDraftValues,
} from "../listing-drafts";
import { PROPERTY_IMAGE_LABEL_MAX, PROPERTY_IMAGES_MAX } from "../manage-properties";
import { photoFocusSchema } from "./property-form";

const label = z.string().max(PROPERTY_IMAGE_LABEL_MAX);
const focus = photoFocusSchema.optional();
const photo = z.union([
  z.object({ id: z.string().min(1).max(64), label, isCover: z.boolean(), focus }).strict(),
  z.object({ uploadId: z.uuid(), label, isCover: z.boolean(), focus }).strict(),
]);

/**
 * A draft is unfinished by nature, so its fields are not held to the listing's rules (the save
 * is): only its shape and size are bounded here.
 */
export const listingDraftSchema = z
  .object({
    fields: z
      .record(z.string().max(40), z.unknown())
      .refine((fields) => Object.keys(fields).length <= LISTING_DRAFT_FIELDS_MAX, {
        message: `A draft holds at most ${LISTING_DRAFT_FIELDS_MAX} fields.`,
      }),
    photos: z.array(photo).max(PROPERTY_IMAGES_MAX),
  })
  .refine((draft) => JSON.stringify(draft).length <= LISTING_DRAFT_MAX_BYTES, {
    message: "The draft is too large to keep.",
    path: ["fields"],
  }) satisfies z.ZodType<ListingDraftValues>;

import { z } from "zod";
import {
  MANAGE_REEL_MESSAGES,
  MANAGED_REEL_SEARCH_MAX,
  REEL_CAPTIONS_MAX_CHARS,
  REEL_TITLE_MAX,
} from "../manage-reels";
import { pageParam, searchTextParam } from "./query-params";
import { singleLine } from "./text-fields";

const searchParam = searchTextParam(MANAGED_REEL_SEARCH_MAX);

/** GET /api/manage/reels */
export const managedReelListQuerySchema = z.object({
  q: searchParam,
  page: pageParam(),
});

/** GET /api/manage/reels/properties */
export const reelPropertyOptionsQuerySchema = z.object({ q: searchParam });

export const reelTitleSchema = singleLine("Title", "Title is required")
  .min(1, "Title is required")
  .max(REEL_TITLE_MAX, `Title must be at most ${REEL_TITLE_MAX} characters`);

/** A listing id, or nothing: the form's "No property" is an empty string. */
const propertyIdSchema = z.preprocess(
  (value) => (value === "" ? null : value),
  z.string({ error: "Choose a property" }).trim().max(64, "Choose a property").nullable(),
);

/**
 * A caption file's text (WebVTT or SRT) or typed lines, one caption each; empty means none. The
 * server reads which it is and checks it.
 */
const captionsSchema = z
  .string({ error: "Captions must be text" })
  .max(REEL_CAPTIONS_MAX_CHARS, `Captions must be at most ${REEL_CAPTIONS_MAX_CHARS / 1024} kB`)
  .transform((value) => (value.trim() === "" ? null : value));

/** The text fields of the upload form (the files are checked by their bytes on the server). */
export const reelUploadFieldsSchema = z.object({
  title: reelTitleSchema,
  propertyId: propertyIdSchema.optional(),
  captions: captionsSchema.optional(),
});

/** PATCH /api/manage/reels/:id: null propertyId unlinks the listing. */
export const reelUpdateSchema = z
  .strictObject({
    title: reelTitleSchema.optional(),
    propertyId: propertyIdSchema.optional(),
    /** null or empty removes the captions. */
    captions: captionsSchema.nullable().optional(),
    /** Which of the reel's stills becomes its poster (0 is the first). */
    posterFrame: z
      .number({ error: MANAGE_REEL_MESSAGES.posterFrameInvalid })
      .int(MANAGE_REEL_MESSAGES.posterFrameInvalid)
      .min(0, MANAGE_REEL_MESSAGES.posterFrameInvalid)
      .max(9, MANAGE_REEL_MESSAGES.posterFrameInvalid)
      .optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: "Nothing to change",
  });
export type ReelUpdateInput = z.infer<typeof reelUpdateSchema>;

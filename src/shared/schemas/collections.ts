import { z } from "zod";
import { COLLECTION_NAME_MAX, COLLECTION_NOTE_MAX, COLLECTION_REACTIONS } from "../collections";
import { emailOnlySchema } from "./auth";
import { blankAsUnset } from "./query-params";
import { singleLine } from "./text-fields";

const name = singleLine("Name")
  .min(1, "Name the collection")
  .max(COLLECTION_NAME_MAX, `Name must be at most ${COLLECTION_NAME_MAX} characters`);

/** POST /api/collections and PATCH /api/collections/:id, and the forms that name one. */
export const collectionNameSchema = z.strictObject({ name });
export type CollectionNameInput = z.infer<typeof collectionNameSchema>;

/** GET /api/collections: with a listing, each collection says whether it holds it. */
export const collectionListQuerySchema = z.object({
  property: z.preprocess(blankAsUnset, z.string().max(64).optional()),
});

/** A note on a home, written or edited. */
export const collectionNoteSchema = z.strictObject({
  body: z
    .string({ error: "Write a note" })
    .trim()
    .min(1, "Write a note")
    .max(COLLECTION_NOTE_MAX, `Note must be at most ${COLLECTION_NOTE_MAX} characters`),
});
export type CollectionNoteInput = z.infer<typeof collectionNoteSchema>;

export const collectionReactionSchema = z.strictObject({
  reaction: z.enum(COLLECTION_REACTIONS, { error: "Choose love, maybe or no" }),
});

/** The invite dialog and POST /api/collections/:id/invites: the same address rules as sign-up. */
export const collectionInviteSchema = emailOnlySchema;
export type CollectionInviteInput = z.infer<typeof collectionInviteSchema>;

/** POST /api/collections/invites/accept: the token from the e-mailed link. */
export const acceptInviteSchema = z.strictObject({
  token: z.string({ error: "The invitation link is incomplete" }).min(1).max(200),
});

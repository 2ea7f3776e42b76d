import { z } from "zod";
import { ALERT_FREQUENCIES, SAVED_SEARCH_NAME_MAX } from "../saved-searches";
import { singleLine } from "./text-fields";

const frequency = z.enum(ALERT_FREQUENCIES, {
  error: "Alert frequency must be instant, daily, weekly or off",
});

const name = singleLine("Name").max(
  SAVED_SEARCH_NAME_MAX,
  `Name must be at most ${SAVED_SEARCH_NAME_MAX} characters`,
);

/**
 * The Save search dialog and POST /api/saved-searches. `query` is the /search query string (as
 * Recent Searches send it); the server reads it with the listing API's rules. A blank name means
 * "use the suggested one"; no frequency means the member's e-mail frequency decides.
 */
export const saveSearchSchema = z.strictObject({
  query: z.string().max(2000, "Query must be at most 2000 characters"),
  name: name.optional(),
  frequency: frequency.optional(),
});
export type SaveSearchInput = z.input<typeof saveSearchSchema>;

/** PATCH /api/saved-searches/:id: rename, change frequency, pause or resume. */
export const updateSavedSearchSchema = z
  .strictObject({
    name: name.min(1, "Name is required").optional(),
    frequency: frequency.optional(),
    paused: z.boolean({ error: "Paused must be true or false" }).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: "Nothing to change" });
export type UpdateSavedSearchInput = z.input<typeof updateSavedSearchSchema>;
export type UpdateSavedSearch = z.output<typeof updateSavedSearchSchema>;

/** The rename form: one field, the same rule as the API's. */
export const renameSavedSearchSchema = z.object({ name: name.min(1, "Name is required") });

/** The Save search dialog: the body's own rules for the two fields it shows. */
export const saveSearchFormSchema = z.object({ name, frequency });

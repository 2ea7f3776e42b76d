import { z } from "zod";

/** A page's URL may carry `q=` or `page=` empty: a blank value means the parameter is unset. */
export const blankAsUnset = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/** `page=`: a whole number from 1, page 1 when absent or blank. */
export function pageParam(max = 100_000) {
  return z.preprocess(
    blankAsUnset,
    z.coerce
      .number({ error: "Page must be a number" })
      .int("Page must be a whole number")
      .min(1, "Page must be at least 1")
      .max(max, `Page must be at most ${max}`)
      .default(1),
  );
}

/** `q=`: search text, trimmed, at most `max` characters; unset when absent or blank. */
export function searchTextParam(max: number) {
  return z.preprocess(
    blankAsUnset,
    z.string().trim().max(max, `Search text must be at most ${max} characters`).optional(),
  );
}

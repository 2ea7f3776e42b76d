import { z } from "zod";
import { SINGLE_LINE } from "../single-line";

/**
 * A one-line text field (a name, a title, a city): trimmed, and refused with a field message
 * when it holds a line break or a control character, in the form and the API alike. `error` is
 * the message for a value that is not text at all.
 */
export function singleLine(label: string, error?: string) {
  return z
    .string(error === undefined ? undefined : { error })
    .trim()
    .regex(SINGLE_LINE, `${label} cannot contain line breaks or control characters`);
}

/** Optional free text over several lines: trimmed; an empty value clears the field (null). */
export const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => value || null);

/** Optional one-line text: as optionalText, on one line. */
export const optionalLine = (max: number, label: string) =>
  singleLine(label)
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => value || null);

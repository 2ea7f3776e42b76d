import { phoneDigits } from "@/shared/schemas/profile";
import { formatPhone } from "@/web/lib/format-phone";

const countDigits = (text: string) => phoneDigits(text).length;

/** The caret position in `display` that has `digitCount` digits before it. */
export function caretAfterDigits(display: string, digitCount: number): number {
  if (digitCount <= 0) return display.search(/\d/) === -1 ? display.length : 0;
  let seen = 0;
  for (let index = 0; index < display.length; index += 1) {
    if (/\d/.test(display[index] ?? "") && ++seen === digitCount) return index + 1;
  }
  return display.length;
}

export interface PhoneEdit {
  /** What the form stores: digits only. */
  digits: string;
  /** What the field shows: (NNN) NNN-NNNN for exactly 10 digits, else the digits. */
  display: string;
  /** Where the caret goes after the edit. */
  caret: number;
}

/**
 * Applies what the user typed into the formatted phone field. Deleting one of the format's own
 * characters ("(", ")", " ", "-") deletes the digit before it instead, as the user meant.
 */
export function editPhone(previousDigits: string, typed: string, caret: number): PhoneEdit {
  let digits = phoneDigits(typed);
  let digitsBeforeCaret = countDigits(typed.slice(0, caret));
  const shownBefore = formatPhone(previousDigits);
  if (digits === previousDigits && typed.length < shownBefore.length && digitsBeforeCaret > 0) {
    digits = digits.slice(0, digitsBeforeCaret - 1) + digits.slice(digitsBeforeCaret);
    digitsBeforeCaret -= 1;
  }
  const display = formatPhone(digits);
  return { digits, display, caret: caretAfterDigits(display, digitsBeforeCaret) };
}

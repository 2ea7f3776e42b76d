import { dictionary } from "@zxcvbn-ts/language-common";
import type { z } from "zod";
import {
  COMMON_PASSWORD_MESSAGE,
  PASSWORD_IS_EMAIL_MESSAGE,
  PASSWORD_MIN_LENGTH,
} from "@/shared/schemas/auth";

/**
 * The ~49,000 most common passwords, most frequent first, as zxcvbn-ts ships them (offline, MIT).
 * Kept on the server: the browser bundle never carries the list.
 */
const COMMON_PASSWORDS = new Set(dictionary["passwords-common"]);

/**
 * Why a new password is refused, beyond its length (the shared schemas check that), or null.
 * Case does not rescue a listed password ("Password1" is "password1"), nor the e-mail.
 */
export function passwordProblem(password: string, email: string): string | null {
  const folded = password.toLowerCase();
  if (COMMON_PASSWORDS.has(folded)) return COMMON_PASSWORD_MESSAGE;
  if (folded === email.trim().toLowerCase()) return PASSWORD_IS_EMAIL_MESSAGE;
  return null;
}

/** A zod `superRefine` for a body with an e-mail and a new password: the refusal goes on the
 * password field, where the form shows it. */
export function refusePoorPassword(
  value: { email: string; password?: string | undefined },
  context: z.RefinementCtx,
): void {
  const { password, email } = value;
  // The length rule speaks first: one message on the field is enough.
  if (password === undefined || password.length < PASSWORD_MIN_LENGTH) return;
  const problem = passwordProblem(password, email);
  if (problem) context.addIssue({ code: "custom", path: ["password"], message: problem });
}

/** The same refusal for the new-password page, which has no e-mail field to compare with. */
export function refusePoorNewPassword(
  value: { newPassword: string },
  context: z.RefinementCtx,
): void {
  if (value.newPassword.length < PASSWORD_MIN_LENGTH) return;
  const problem = passwordProblem(value.newPassword, "");
  if (problem) context.addIssue({ code: "custom", path: ["newPassword"], message: problem });
}

import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./auth";

const TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
const TOO_LONG = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;

/** The Security form; the server checks the current password itself. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, "Current password is required").max(PASSWORD_MAX_LENGTH),
    newPassword: z.string().min(PASSWORD_MIN_LENGTH, TOO_SHORT).max(PASSWORD_MAX_LENGTH, TOO_LONG),
    confirmPassword: z
      .string()
      .min(PASSWORD_MIN_LENGTH, TOO_SHORT)
      .max(PASSWORD_MAX_LENGTH, TOO_LONG),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** Shown on the current-password field when the re-check fails. */
export const WRONG_CURRENT_PASSWORD = "Current password is incorrect";

import { z } from "zod";

export const PASSWORD_MIN_LENGTH = 8;
/** Upper bound so nobody can make the server hash megabytes. */
export const PASSWORD_MAX_LENGTH = 128;

const email = z
  .string()
  .trim()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .pipe(z.email("Please enter a valid email address."));

export const signInSchema = z.object({
  email,
  password: z.string().min(1, "Password is required").max(PASSWORD_MAX_LENGTH),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({
  name: z.string().trim().min(1, "Full name is required").max(100, "Full name is too long"),
  email,
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

/** The server refuses these (src/server/auth/password-policy.ts); the forms show its message. */
export const COMMON_PASSWORD_MESSAGE =
  "This password is too common and easy to guess. Please choose another.";
export const PASSWORD_IS_EMAIL_MESSAGE = "Password must not be your email address";

/**
 * Every refused sign-in, whether the password was wrong, the e-mail unknown or the account
 * suspended: one answer, so it never confirms a password (decision 010).
 */
export const SIGN_IN_REFUSED_MESSAGE =
  "Invalid email or password. If you are sure both are right, please contact support.";

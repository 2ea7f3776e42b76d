import { z } from "zod";
import { singleLine } from "./text-fields";

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

const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/**
 * Create Account, and POST /api/auth/sign-up/email. Strict: the auth library would keep any
 * other field it knows, such as an `image` link as the account's picture, and avatars are
 * uploads only. `callbackURL` is where the e-mailed link lands (the auth setup holds it to
 * /email-verified).
 */
export const signUpSchema = z.strictObject({
  name: singleLine("Full name").min(1, "Full name is required").max(100, "Full name is too long"),
  email,
  password: newPassword,
  callbackURL: z.string().max(2000, "The link's landing page is too long").optional(),
});

/** The server refuses these (src/server/platform/auth/password-policy.ts); the forms show its message. */
export const COMMON_PASSWORD_MESSAGE =
  "This password is too common and easy to guess. Please choose another.";
export const PASSWORD_IS_EMAIL_MESSAGE = "Password must not be your email address";

/**
 * Every refused sign-in, whether the password was wrong, the e-mail unknown or the account
 * suspended: one answer, so it never confirms a password (decision 010).
 */
export const SIGN_IN_REFUSED_MESSAGE =
  "Invalid email or password. If you are sure both are right, please contact support.";

/** 'Forgot password?' and 'Resend e-mail': the address to send the link to. */
export const emailOnlySchema = z.object({ email });

/** The new-password page: the token from the e-mailed link and a password under sign-up's rules. */
export const resetPasswordSchema = z.object({
  token: z.string().min(1, "This reset link is incomplete").max(200),
  newPassword,
});

/** What a used, expired or unknown reset link gets. */
export const RESET_LINK_INVALID_MESSAGE =
  "This reset link has expired or was already used. Ask for a new one.";

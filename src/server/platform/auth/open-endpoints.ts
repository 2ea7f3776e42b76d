import type { z } from "zod";
import {
  emailOnlySchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from "@/shared/schemas/auth";
import { refusePoorNewPassword, refusePoorPassword } from "./password-policy";

export interface OpenEndpoint {
  method: "GET" | "POST";
  /** Under Better Auth's base path (AUTH_BASE_PATH). */
  path: string;
  /** Checked before the library sees the body, so field messages match the web forms. */
  body?: z.ZodType;
  /** Sends e-mail to the body's `email`: limited per address as well as per client address. */
  mailsAddress?: boolean;
}

/**
 * The only Better Auth endpoints the world may call: those the app's own screens
 * use (src/web/lib/auth/api and the pages' sign-in and sign-up actions). The rest stay closed:
 * profile, password and user management have the app's own routes, with their limits, length
 * rules and activity log. A feature that needs another endpoint opens exactly that one here.
 */
export const OPEN_AUTH_ENDPOINTS: readonly OpenEndpoint[] = [
  { method: "GET", path: "/get-session" },
  { method: "POST", path: "/sign-in/email", body: signInSchema },
  {
    method: "POST",
    path: "/sign-up/email",
    body: signUpSchema.superRefine(refusePoorPassword),
    // It e-mails the address (a link, or its owner a warning): no flooding someone's inbox.
    mailsAddress: true,
  },
  { method: "POST", path: "/sign-out" },
  // Account recovery and verified e-mail, each answering alike for any address.
  { method: "POST", path: "/request-password-reset", body: emailOnlySchema, mailsAddress: true },
  {
    method: "POST",
    path: "/reset-password",
    body: resetPasswordSchema.superRefine(refusePoorNewPassword),
  },
  { method: "GET", path: "/verify-email" },
  { method: "POST", path: "/send-verification-email", body: emailOnlySchema, mailsAddress: true },
];

import type { z } from "zod";
import { signInSchema, signUpSchema } from "@/shared/schemas/auth";
import { refusePoorPassword } from "./password-policy";

export interface OpenEndpoint {
  method: "GET" | "POST";
  /** Under Better Auth's base path (AUTH_BASE_PATH). */
  path: string;
  /** Checked before the library sees the body, so field messages match the web forms. */
  body?: z.ZodType;
}

/**
 * The only Better Auth endpoints the world may call (issue 21 §2): those the app's own screens
 * use (src/web/lib/auth/api and the pages' sign-in and sign-up actions). The rest stay closed:
 * profile, password and user management have the app's own routes, with their limits, length
 * rules and activity log. A feature that needs another endpoint opens exactly that one here.
 */
export const OPEN_AUTH_ENDPOINTS: readonly OpenEndpoint[] = [
  { method: "GET", path: "/get-session" },
  { method: "POST", path: "/sign-in/email", body: signInSchema },
  { method: "POST", path: "/sign-up/email", body: signUpSchema.superRefine(refusePoorPassword) },
  { method: "POST", path: "/sign-out" },
];

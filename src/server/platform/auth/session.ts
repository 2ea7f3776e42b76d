import type { Context, MiddlewareHandler } from "hono";
import type { Role } from "@/shared/roles";
import { VERIFY_FIRST_MESSAGE } from "@/shared/verify-email";
import type { AppBindings, SessionUser } from "../context";
import { ApiError } from "../http/errors";
import type { Auth } from "./auth";

/**
 * Reads the session (a database round trip), so mount it only on routes that need it.
 * Sets `user` and `session` on the context, both null when signed out.
 */
export function loadSession(auth: Auth): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    const result = await auth.api.getSession({ headers: c.req.raw.headers });
    c.set("user", result?.user ?? null);
    c.set("session", result?.session ?? null);
    await next();
  };
}

/** The signed-in user, or a 401. Use after `loadSession`. */
export function requireUser(c: Context<AppBindings>): SessionUser {
  const user = c.get("user");
  if (!user) throw ApiError.unauthorized();
  return user;
}

/**
 * Lets a signed-in member who has not confirmed their e-mail browse, save and edit, but not
 * reach other people (messages, tours, comments, access requests): a 403 the forms turn into
 * a 'Resend e-mail' prompt.
 */
export function refuseUnverified(user: SessionUser | null): void {
  if (user && !user.emailVerified) throw new ApiError("EMAIL_NOT_VERIFIED", VERIFY_FIRST_MESSAGE);
}

/** The signed-in user when their role is one of `roles`; 401 signed out, 403 otherwise. */
export function requireRole(c: Context<AppBindings>, ...roles: Role[]): SessionUser {
  const user = requireUser(c);
  if (!roles.includes(user.role as Role)) throw ApiError.forbidden();
  return user;
}

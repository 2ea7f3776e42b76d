import { Hono } from "hono";
import { changePasswordSchema } from "@/shared/schemas/account";
import type { AppDeps } from "../context";
import { CLIENT_IP_HEADER } from "../platform/auth/auth";
import { revokeResetLinks } from "../platform/auth/reset-links";
import { loadSession, requireUser } from "../platform/auth/session";
import type { AppBindings } from "../platform/context";
import { privateNoStore } from "../platform/http/private-no-store";
import { createRateLimiter, enforceRateLimit } from "../platform/http/rate-limit";
import { jsonBody } from "../platform/http/validate";
import { changePassword } from "./account.service";

/**
 * Per account, not per address: a stolen session guessing the current password is slowed down
 * wherever it comes from, while a real user mistyping a few times is never stopped.
 */
const PASSWORD_CHANGE_LIMIT = { limit: 10, windowMs: 15 * 60_000 };

/** Account security (the Security settings): sign-in required. */
export function accountRoutes({ auth, db, limits }: Pick<AppDeps, "auth" | "db" | "limits">) {
  const passwordLimiter = createRateLimiter(limits, "password-change", {
    ...PASSWORD_CHANGE_LIMIT,
    whenStoreDown: "closed",
  });
  return new Hono<AppBindings>()
    .use(loadSession(auth))
    .use(privateNoStore)
    .post("/password", async (c) => {
      const user = requireUser(c);
      const input = await jsonBody(c, changePasswordSchema);
      await enforceRateLimit(c, passwordLimiter, user.id, "Too many password change attempts.");
      // The new session records the caller's address like a sign-in does (see auth.ts).
      const headers = new Headers(c.req.raw.headers);
      headers.set(CLIENT_IP_HEADER, c.get("clientIp"));
      const result = await changePassword(auth, headers, input, user.email);
      // A reset link e-mailed before the change would otherwise undo it for the rest of its hour.
      await revokeResetLinks(db, user.id);
      for (const cookie of result.getSetCookie()) c.header("set-cookie", cookie, { append: true });
      return c.body(null, 204);
    });
}

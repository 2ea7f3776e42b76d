import type { AccountOutcome, PageActions } from "@/shared/page-data";
import { newsletterConfirmSchema } from "@/shared/schemas/blog";
import { confirmNewsletterSubscription } from "../blog/subscribers.service";
import type { AppDeps } from "../context";
import { authRequest } from "../platform/auth/auth.routes";

/** Headers of the visitor's request that Better Auth reads: the session, the agent, the origin. */
const FORWARDED = ["cookie", "user-agent", "origin", "referer"];

/**
 * The pages' form posts (src/shared/page-data.ts): each is the API's own Better Auth request,
 * made in-process with the visitor's headers, so the same schemas, origin check, rate limits and
 * messages apply as to the forms' requests from the browser.
 */
export function pageActions(
  { auth, db, limits }: Pick<AppDeps, "auth" | "db" | "limits">,
  request: Request,
  clientIp: string,
): Omit<PageActions, "unsubscribe"> {
  const post = async (path: string, fields: Record<string, string>): Promise<AccountOutcome> => {
    const headers = new Headers({ "content-type": "application/json", accept: "application/json" });
    for (const name of FORWARDED) {
      const value = request.headers.get(name);
      if (value) headers.set(name, value);
    }
    const body = JSON.stringify(fields);
    const url = new URL(path, request.url);
    const response = await authRequest(
      { auth, limits },
      new Request(url, { method: "POST", headers, body }),
      clientIp,
    );
    if (response.ok) return { ok: true, cookies: response.headers.getSetCookie() };
    return { ok: false, status: response.status, error: await response.json() };
  };
  return {
    signIn: (fields) => post("/api/auth/sign-in/email", fields),
    signUp: (fields) => post("/api/auth/sign-up/email", fields),
    requestPasswordReset: (fields) => post("/api/auth/request-password-reset", fields),
    resetPassword: (fields) => post("/api/auth/reset-password", fields),
    // The same checks as POST /api/blog/subscribers/confirm: a malformed token is no link.
    confirmNewsletter: async (token) =>
      newsletterConfirmSchema.safeParse({ token }).success &&
      confirmNewsletterSubscription(db, token),
  };
}

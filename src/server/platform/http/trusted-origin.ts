import type { Env } from "../env";

export type OriginPolicy = Pick<Env, "trustedOrigins" | "baseUrlConfigured">;

/**
 * Whether `origin` may make a state-changing request to `requestUrl`: BASE_URL's origin and
 * TRUSTED_ORIGINS may. Without BASE_URL nobody told the app its address, so the address it was
 * reached at may too: a newcomer opens http://127.0.0.1:3000, http://localhost:3000 or the
 * machine's address from a phone, and the browser sends that origin with that host. A cross-site
 * page's origin names its own host, never ours.
 */
export function isTrustedOrigin(policy: OriginPolicy, origin: string, requestUrl: string): boolean {
  if (policy.trustedOrigins.includes(origin)) return true;
  if (policy.baseUrlConfigured || !URL.canParse(origin)) return false;
  const from = new URL(origin);
  // Behind a TLS-terminating proxy the request's own URL says http: the host is what must match.
  return (
    (from.protocol === "http:" || from.protocol === "https:") &&
    from.host === new URL(requestUrl).host
  );
}

/** The same rule as the list Better Auth checks a request's Origin against. */
export function trustedOriginsFor(policy: OriginPolicy, request: Request | undefined): string[] {
  const origin = request?.headers.get("origin");
  if (!request || !origin || policy.trustedOrigins.includes(origin)) return policy.trustedOrigins;
  return isTrustedOrigin(policy, origin, request.url)
    ? [...policy.trustedOrigins, origin]
    : policy.trustedOrigins;
}

import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * A key that proves a link came from the server: the HMAC of what the link opens (its scope)
 * with the server's secret. Stateless, so nothing is stored and every server agrees.
 */
export const signKey = (secret: string, scope: string) =>
  createHmac("sha256", secret).update(scope).digest("base64url");

export function verifyKey(secret: string, scope: string, key: string): boolean {
  const expected = Buffer.from(signKey(secret, scope));
  const given = Buffer.from(key);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

import { createHash, randomBytes } from "node:crypto";

/** A new invitation's link token and the hash the database keeps instead of it. */
export function newInviteToken() {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashInviteToken(token) };
}

export const hashInviteToken = (token: string) =>
  createHash("sha256").update(token).digest("base64url");

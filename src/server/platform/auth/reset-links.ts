import { createHash } from "node:crypto";
import { and, eq, like, ne } from "drizzle-orm";
import type { Database } from "../db/client";
import { verification } from "../db/schema";

/** How Better Auth names a password-reset link's row: this prefix, then the e-mailed token. */
const RESET_PREFIX = "reset-password:";

/**
 * What the verification table keeps of a reset link: the prefix in clear, so an account's links
 * can be found and revoked, and a SHA-256 of the rest, so reading the table yields no link.
 */
async function storedResetIdentifier(identifier: string): Promise<string> {
  return RESET_PREFIX + createHash("sha256").update(identifier).digest("base64url");
}

/**
 * Better Auth's `verification.storeIdentifier`: every identifier hashed (its own SHA-256), reset
 * links by storedResetIdentifier. The library still finds a row stored in clear before this.
 */
export const verificationStorage = {
  default: "hashed" as const,
  overrides: { [RESET_PREFIX]: { hash: storedResetIdentifier } },
};

/**
 * Deletes the account's outstanding reset links, all but the one whose e-mailed token is `keep`:
 * only the newest link works, and none after a reset, so an old e-mail cannot take the account
 * back. Rows stored in clear before hashing share the prefix and go too.
 */
export async function revokeResetLinks(db: Database, userId: string, keep?: string) {
  const kept = keep ? await storedResetIdentifier(`${RESET_PREFIX}${keep}`) : null;
  await db
    .delete(verification)
    .where(
      and(
        like(verification.identifier, `${RESET_PREFIX}%`),
        eq(verification.value, userId),
        kept ? ne(verification.identifier, kept) : undefined,
      ),
    );
}

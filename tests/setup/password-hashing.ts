import { randomBytes, scrypt } from "node:crypto";
import { verifyPassword } from "better-auth/crypto";
import type { PasswordHashing } from "../../src/server/platform/auth/auth";

/**
 * Password hashing for the in-process test apps: the same scrypt as production at a sixteenth of
 * its cost (N 1,024 instead of 16,384). The suite makes and signs in a thousand accounts or more,
 * and at full cost each hash took about a tenth of a second of CPU, a third of the whole API run.
 * Hashes carry a prefix, and anything else is checked as Better Auth's own (an account a child
 * server made at full cost).
 */
const PREFIX = "test-scrypt:";
const N = 1024;

function derive(password: string, salt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, 64, { N, r: 16, p: 1 }, (error, key) =>
      error ? reject(error) : resolve(key.toString("hex")),
    );
  });
}

export const TEST_PASSWORD_HASHING: PasswordHashing = {
  hash: async (password) => {
    const salt = randomBytes(16).toString("hex");
    return `${PREFIX}${salt}:${await derive(password, salt)}`;
  },
  verify: async ({ hash, password }) => {
    if (!hash.startsWith(PREFIX)) return verifyPassword({ hash, password });
    const [salt = "", key = ""] = hash.slice(PREFIX.length).split(":");
    return (await derive(password, salt)) === key;
  },
};

import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { AnalyticsSubject } from "@/shared/analytics";
import type { Database } from "../platform/db/client";
import { analyticsSalts } from "../platform/db/schema";

/** Who is visiting: the account when signed in, else the client's address and browser. */
export function visitorKey(userId: string | null, clientIp: string, userAgent: string): string {
  return userId ? `account:${userId}` : `browser:${clientIp}:${userAgent}`;
}

/**
 * Hashes visitors with the day's random salt, stored once in the database so every server uses
 * the same one (the first to ask creates it); kept in memory for the day. Once the salt is
 * deleted (prune.ts) no one can tell whose a stored hash was, even by trying every address.
 */
export function createVisitorHasher(db: Database) {
  let cached: { day: string; salt: string } | null = null;

  async function saltOf(day: string): Promise<string> {
    if (cached?.day === day) return cached.salt;
    await db
      .insert(analyticsSalts)
      .values({ day, salt: randomBytes(24).toString("base64url") })
      .onConflictDoNothing();
    const [row] = await db.select().from(analyticsSalts).where(eq(analyticsSalts.day, day));
    if (!row) throw new Error(`No analytics salt for ${day}`);
    cached = { day, salt: row.salt };
    return row.salt;
  }

  return async (day: string, kind: AnalyticsSubject, id: string, visitor: string) => {
    const salt = await saltOf(day);
    return createHash("sha256").update(`${salt}:${kind}:${id}:${visitor}`).digest("base64url");
  };
}
export type VisitorHasher = ReturnType<typeof createVisitorHasher>;

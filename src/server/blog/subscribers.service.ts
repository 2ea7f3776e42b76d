import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { NEWSLETTER_CONFIRM_PATH } from "@/shared/blog";
import type { AppDeps } from "../context";
import type { Database } from "../platform/db/client";
import { newsletterSubscribers } from "../platform/db/schema";

/** Long enough to get to a mailbox after a weekend, short enough that old mail is harmless. */
const CONFIRM_LINK_HOURS = 48;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Subscribe, step one: stores the address unconfirmed with a fresh link token and
 * returns the token to e-mail, or null when the address is already confirmed (nothing to send).
 * `email` comes lower-cased from the shared schema, so the key makes "A@x" and "a@x" one row.
 * A new token replaces an older unused one: only the latest e-mail's link works.
 */
export async function requestNewsletterSubscription(
  db: Database,
  email: string,
  now = new Date(),
): Promise<string | null> {
  const token = randomBytes(32).toString("base64url");
  const pending = {
    confirmTokenHash: hashToken(token),
    confirmExpiresAt: new Date(now.getTime() + CONFIRM_LINK_HOURS * 3_600_000),
  };
  const stored = await db
    .insert(newsletterSubscribers)
    .values({ email, ...pending, createdAt: now })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: pending,
      setWhere: isNull(newsletterSubscribers.confirmedAt),
    })
    .returning({ email: newsletterSubscribers.email });
  return stored.length > 0 ? token : null;
}

/**
 * POST /api/blog/subscribers: stores the request and queues its confirmation e-mail in one
 * transaction. A confirmed address is sent nothing; the caller answers alike either way.
 */
export async function subscribeToNewsletter(
  { db, mailer, env }: Pick<AppDeps, "db" | "mailer" | "env">,
  email: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const token = await requestNewsletterSubscription(tx, email);
    if (!token) return;
    const url = `${env.BASE_URL}${NEWSLETTER_CONFIRM_PATH}?token=${encodeURIComponent(token)}`;
    await mailer.enqueue("blog-subscribe-confirm", email, { url }, tx);
  });
}

/**
 * Subscribe, step two: the link's token confirms its address, once. False for a token that is
 * unknown, used or expired; then nothing changes.
 */
export async function confirmNewsletterSubscription(
  db: Database,
  token: string,
  now = new Date(),
): Promise<boolean> {
  const confirmed = await db
    .update(newsletterSubscribers)
    .set({ confirmedAt: now, confirmTokenHash: null, confirmExpiresAt: null })
    .where(
      and(
        eq(newsletterSubscribers.confirmTokenHash, hashToken(token)),
        gt(newsletterSubscribers.confirmExpiresAt, now),
        isNull(newsletterSubscribers.confirmedAt),
      ),
    )
    .returning({ email: newsletterSubscribers.email });
  return confirmed.length > 0;
}

/** The addresses that get new posts: confirmed ones only. */
export async function confirmedSubscribers(db: Database): Promise<string[]> {
  const rows = await db
    .select({ email: newsletterSubscribers.email })
    .from(newsletterSubscribers)
    .where(sql`${newsletterSubscribers.confirmedAt} is not null`)
    .orderBy(newsletterSubscribers.email);
  return rows.map((row) => row.email);
}

import { and, eq, gte, inArray, isNotNull, isNull, lt, or, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { newsletterSubscribers, user } from "../db/schema";
import type { MailAudience } from "./template";

/** Addresses looked up per statement, far below PostgreSQL's limit on bound parameters. */
const CHUNK = 1000;

/**
 * An account that may get mail it did not ask for just now: its address confirmed (so it is its
 * owner's, not one typed in by someone else) and not suspended at `now`.
 */
export const mayReceiveMemberMail = (now: Date): SQL =>
  and(eq(user.emailVerified, true), or(eq(user.banned, false), lt(user.banExpires, now))) as SQL;

/** Addresses of accounts suspended at `now`: the ones an invitation may not reach. */
function suspended(db: Database, chunk: string[], now: Date) {
  return db
    .select({ email: user.email })
    .from(user)
    .where(
      and(
        inArray(user.email, chunk),
        eq(user.banned, true),
        or(isNull(user.banExpires), gte(user.banExpires, now)),
      ),
    );
}

function lookup(
  db: Database,
  audience: Exclude<MailAudience, "requested" | "invited">,
  chunk: string[],
) {
  if (audience === "subscriber") {
    return db
      .select({ email: newsletterSubscribers.email })
      .from(newsletterSubscribers)
      .where(
        and(
          inArray(newsletterSubscribers.email, chunk),
          isNotNull(newsletterSubscribers.confirmedAt),
        ),
      );
  }
  const standing =
    audience === "member" ? mayReceiveMemberMail(new Date()) : eq(user.emailVerified, true);
  return db
    .select({ email: user.email })
    .from(user)
    .where(and(inArray(user.email, chunk), standing));
}

/**
 * The addresses among `addresses` that mail for `audience` may reach now (see MailAudience). An
 * address with no account, or no confirmed subscription, gets nothing but requested mail.
 */
export async function reachableAddresses(
  db: Database,
  audience: MailAudience,
  addresses: readonly string[],
): Promise<Set<string>> {
  const unique = [...new Set(addresses)];
  if (audience === "requested") return new Set(unique);
  if (audience === "invited") {
    const reachable = new Set(unique);
    for (let start = 0; start < unique.length; start += CHUNK) {
      const rows = await suspended(db, unique.slice(start, start + CHUNK), new Date());
      for (const row of rows) reachable.delete(row.email);
    }
    return reachable;
  }
  const reachable = new Set<string>();
  for (let start = 0; start < unique.length; start += CHUNK) {
    const rows = await lookup(db, audience, unique.slice(start, start + CHUNK));
    for (const row of rows) reachable.add(row.email);
  }
  return reachable;
}

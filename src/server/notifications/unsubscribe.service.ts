import { eq } from "drizzle-orm";
import {
  searchTurnsOff,
  UNSUBSCRIBE_INVALID_LINK,
  UNSUBSCRIBE_TURNS_OFF,
  type UnsubscribeLink,
} from "@/shared/unsubscribe";
import type { Database } from "../platform/db/client";
import { newsletterSubscribers, profiles, savedSearches, user } from "../platform/db/schema";
import { UNSUBSCRIBE_TOPICS, type UnsubscribeTarget } from "../platform/mail/unsubscribe-token";
import { updateNotificationSettings } from "../profiles/notification-settings.service";
import { ensureProfileRow } from "../profiles/profiles.service";
import { isUuid } from "../properties/ids";
import type { AppMailer } from "./events";

const isTopic = (value: string | null): value is UnsubscribeTarget["topic"] =>
  UNSUBSCRIBE_TOPICS.includes(value as UnsubscribeTarget["topic"]);

/**
 * The target of an unsubscribe link's query (topic, subject, token), or null when any part is
 * missing, unknown or not signed by this server: a forged link is indistinguishable from a typo.
 */
function readUnsubscribeLink(mailer: AppMailer, query: URLSearchParams): UnsubscribeTarget | null {
  const topic = query.get("topic");
  const subject = query.get("subject");
  const token = query.get("token");
  if (!isTopic(topic) || !subject || !token) return null;
  const target = { topic, subject };
  return mailer.verifyUnsubscribe(target, token) ? target : null;
}

/** What a link turns off in words: a saved search by its name, while it still exists. */
async function turnsOff(db: Database, { topic, subject }: UnsubscribeTarget): Promise<string> {
  if (topic !== "search" || !isUuid(subject)) return UNSUBSCRIBE_TURNS_OFF[topic];
  const [search] = await db
    .select({ name: savedSearches.name })
    .from(savedSearches)
    .where(eq(savedSearches.id, subject));
  return search ? searchTurnsOff(search.name) : UNSUBSCRIBE_TURNS_OFF.search;
}

async function asLink(db: Database, target: UnsubscribeTarget | null): Promise<UnsubscribeLink> {
  return target
    ? { valid: true, topic: target.topic, turnsOff: await turnsOff(db, target) }
    : { valid: false, message: UNSUBSCRIBE_INVALID_LINK };
}

/** What the /unsubscribe page shows for a link before the reader confirms. */
export function describeUnsubscribeLink(
  { db, mailer }: { db: Database; mailer: AppMailer },
  query: URLSearchParams,
): Promise<UnsubscribeLink> {
  return asLink(db, readUnsubscribeLink(mailer, query));
}

/**
 * Follows an unsubscribe link (the one-click POST and the page's button alike): turns off what a
 * valid link names and says what that was; an invalid link changes nothing.
 */
export async function unsubscribeByLink(
  { db, mailer }: { db: Database; mailer: AppMailer },
  query: URLSearchParams,
): Promise<UnsubscribeLink> {
  const target = readUnsubscribeLink(mailer, query);
  if (target) await applyUnsubscribe(db, target);
  return asLink(db, target);
}

/**
 * Turns off what a verified link names. Idempotent, and quiet about an account or subscription
 * that is already gone: the reader asked to hear nothing more, and they will not.
 */
async function applyUnsubscribe(db: Database, { topic, subject }: UnsubscribeTarget) {
  if (topic === "blog") {
    await db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, subject));
    return;
  }
  if (topic === "search") {
    // The signature vouches for the id; a malformed one would only be a database error.
    if (isUuid(subject)) {
      await db
        .update(savedSearches)
        .set({ frequency: "off", updatedAt: new Date() })
        .where(eq(savedSearches.id, subject));
    }
    return;
  }
  const [member] = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(eq(user.id, subject));
  if (!member) return;
  if (topic === "notices") {
    await updateNotificationSettings(db, member, { emailNotifications: false });
  } else if (topic === "marketing") {
    await updateNotificationSettings(db, member, { marketingEmails: false });
  } else {
    await ensureProfileRow(db, member);
    await db
      .update(profiles)
      .set({ emailFrequency: "never", updatedAt: new Date() })
      .where(eq(profiles.id, member.id));
  }
}

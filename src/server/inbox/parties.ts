import { eq } from "drizzle-orm";
import type { ConversationSide } from "@/shared/conversations";
import type { Database } from "../platform/db/client";
import { properties, user } from "../platform/db/schema";
import { nameOrEmailPrefix } from "../users/display-name";
import type { Thread } from "./thread-access";

/* The two sides of a thread: who the other one is, and the names they are shown by. */

export const otherSide = (side: ConversationSide): ConversationSide =>
  side === "member" ? "realtor" : "member";

/** The other side's account; null for a visitor who wrote without one. */
export const otherParty = (thread: Thread, side: ConversationSide): string | null =>
  side === "member" ? thread.realtorId : thread.memberId;

/** The other side's account where there must be one: tours happen only between accounts. */
export function otherAccount(thread: Thread, side: ConversationSide): string {
  const id = otherParty(thread, side);
  if (!id) throw new Error("otherAccount: a visitor's thread has no member account");
  return id;
}

/** The name a visitor without an account gave. */
export const guestName = (thread: Thread) => thread.contactName ?? "Visitor";

/** An account's name as the other side sees it ("Someone" once it is gone). */
export async function accountName(db: Database, id: string): Promise<string> {
  const [row] = await db
    .select({ name: user.name, email: user.email })
    .from(user)
    .where(eq(user.id, id))
    .limit(1);
  return row ? nameOrEmailPrefix(row) : "Someone";
}

export async function listingTitle(db: Database, thread: Thread): Promise<string | null> {
  if (!thread.propertyId) return null;
  const [row] = await db
    .select({ title: properties.title })
    .from(properties)
    .where(eq(properties.id, thread.propertyId))
    .limit(1);
  return row?.title ?? null;
}

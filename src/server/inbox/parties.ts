import { eq } from "drizzle-orm";
import type { ConversationSide } from "@/shared/conversations";
import type { Database } from "../platform/db/client";
import { properties, user } from "../platform/db/schema";
import { nameOrEmailPrefix } from "../users/display-name";
import type { Thread } from "./thread-access";

/* The two sides of a thread: who the other one is, and the names they are shown by. */

export const otherSide = (side: ConversationSide): ConversationSide =>
  side === "member" ? "realtor" : "member";

export const otherParty = (thread: Thread, side: ConversationSide) =>
  side === "member" ? thread.realtorId : thread.memberId;

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

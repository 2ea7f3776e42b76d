import { eq, sql } from "drizzle-orm";
import {
  type ContactWay,
  LEAD_STAGES,
  type LeadDetails,
  type LeadStage,
  type LeadStageCounts,
} from "@/shared/leads";
import type { LeadUpdateInput } from "@/shared/schemas/leads";
import type { Database } from "../platform/db/client";
import { conversations, user } from "../platform/db/schema";
import { nameOrEmailPrefix } from "../users/display-name";
import { leadBadge } from "./lead-badge";
import { guestName } from "./parties";
import { requireSide, type Thread, type ThreadAccess } from "./thread-access";

/**
 * The lead as the realtor sees it: the contact details the person gave (a member who gave none,
 * e.g. by requesting a tour, is shown with their account's name and e-mail), stage and note.
 */
export async function leadDetails(db: Database, thread: Thread): Promise<LeadDetails> {
  let name = thread.contactName;
  let email = thread.contactEmail;
  if (thread.memberId && (!name || !email)) {
    const [account] = await db
      .select({ name: user.name, email: user.email })
      .from(user)
      .where(eq(user.id, thread.memberId))
      .limit(1);
    name ??= account ? nameOrEmailPrefix(account) : null;
    email ??= account?.email ?? null;
  }
  return {
    ...leadBadge(thread),
    note: thread.note,
    contact: {
      name: name ?? guestName(thread),
      email,
      phone: thread.contactPhone,
      contactWay: thread.contactWay as ContactWay | null,
      guest: thread.memberId === null,
    },
  };
}

/** The realtor sets the stage or the private note; 403 for the member. */
export async function updateLead(
  db: Database,
  access: ThreadAccess,
  input: LeadUpdateInput,
): Promise<LeadDetails> {
  requireSide(access, "realtor");
  const [row] = await db
    .update(conversations)
    .set({
      ...(input.stage ? { stage: input.stage } : {}),
      ...(input.note !== undefined ? { note: input.note } : {}),
    })
    .where(eq(conversations.id, access.thread.id))
    .returning();
  if (!row) throw new Error("updateLead: the thread vanished");
  return leadDetails(db, row);
}

/** The realtor's threads per stage, for the Inbox's filter and the dashboard. */
export async function leadStageCounts(db: Database, realtorId: string): Promise<LeadStageCounts> {
  const rows = await db
    .select({ stage: conversations.stage, n: sql<number>`count(*)::int` })
    .from(conversations)
    .where(eq(conversations.realtorId, realtorId))
    .groupBy(conversations.stage);
  const counts = Object.fromEntries(LEAD_STAGES.map((stage) => [stage, 0])) as LeadStageCounts;
  for (const row of rows) counts[row.stage as LeadStage] = row.n;
  return counts;
}

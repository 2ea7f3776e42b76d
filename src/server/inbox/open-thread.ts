import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { ContactWay, LeadSource } from "@/shared/leads";
import type { Database } from "../platform/db/client";
import { conversations } from "../platform/db/schema";
import { refuseBlocked, type Thread } from "./thread-access";

/** The contact details a person gives with a message. */
export interface GivenContact {
  name: string;
  email: string;
  phone?: string | null;
  contactWay?: ContactWay | null;
}

/**
 * Who a thread is between and what it is about: a listing (null: a directory message), the
 * realtor, and a member or, without an account, the visitor's contact details.
 */
export interface ThreadOrigin {
  propertyId: string | null;
  realtorId: string;
  memberId: string | null;
  source: LeadSource;
  contact?: GivenContact;
}

/** The unique key each kind of thread is found by (see the conversations table's indexes). */
function sameThread({ propertyId, realtorId, memberId, contact }: ThreadOrigin): SQL {
  const about = propertyId
    ? eq(conversations.propertyId, propertyId)
    : and(isNull(conversations.propertyId), eq(conversations.source, "directory"));
  const who = memberId
    ? eq(conversations.memberId, memberId)
    : and(
        isNull(conversations.memberId),
        sql`lower(${conversations.contactEmail}) = lower(${contact?.email ?? ""})`,
      );
  return and(eq(conversations.realtorId, realtorId), about, who) as SQL;
}

const contactColumns = (contact: GivenContact) => ({
  contactName: contact.name,
  contactEmail: contact.email,
  contactPhone: contact.phone || null,
  contactWay: contact.contactWay ?? null,
});

/**
 * The thread for a first contact, opened if new; the contact details given now replace older
 * ones (people correct a phone number by writing again), and the source stays the first one.
 * Pass the transaction that stores the message. 403 BLOCKED when the realtor blocked the member.
 */
export async function openThread(tx: Database, origin: ThreadOrigin): Promise<Thread> {
  const { propertyId, realtorId, memberId, contact } = origin;
  if (!memberId && !contact) throw new Error("openThread: a visitor's thread needs their contact");
  await refuseBlocked(tx, realtorId, memberId);
  await tx
    .insert(conversations)
    .values({
      propertyId,
      realtorId,
      memberId,
      source: propertyId ? origin.source : "directory",
      ...(contact ? contactColumns(contact) : {}),
    })
    .onConflictDoNothing();
  const found = contact
    ? await tx
        .update(conversations)
        .set(contactColumns(contact))
        .where(sameThread(origin))
        .returning()
    : await tx.select().from(conversations).where(sameThread(origin)).limit(1);
  const thread = found[0];
  if (!thread) throw new Error("openThread: the thread vanished");
  return thread;
}

import { eq } from "drizzle-orm";
import { threadPath } from "@/shared/conversations";
import type { ContactAgentInput } from "@/shared/schemas/inquiries";
import { countEvent } from "../analytics/counters.service";
import { appendMessage } from "../inbox/messages.service";
import { openThread } from "../inbox/open-thread";
import type { AppMailer } from "../notifications/events";
import {
  inquiryReceivedNotification,
  messageReceivedProps,
} from "../notifications/events/message-received";
import type { Database } from "../platform/db/client";
import { properties, propertyInquiries, user } from "../platform/db/schema";
import { FOREIGN_KEY_VIOLATION, isUuid, sqlState } from "../properties/ids";
import { listingRealtorJoin } from "../properties/listing-contact";
import { notifyListingContact } from "./notify-listing-contact";

/**
 * The listing's title and the realtor the public sees for it (null: none, the site answers),
 * `undefined` when there is no such listing.
 */
export async function findListing(
  db: Database,
  propertyId: string,
): Promise<
  { id: string; title: string; realtorId: string | null; status: string; state: string } | undefined
> {
  if (!isUuid(propertyId)) return undefined;
  const rows = await db
    .select({
      id: properties.id,
      title: properties.title,
      realtorId: user.id,
      status: properties.status,
      state: properties.state,
    })
    .from(properties)
    .leftJoin(user, listingRealtorJoin())
    .where(eq(properties.id, propertyId))
    .limit(1);
  return rows[0];
}

/**
 * Stores a Contact Agent message for the listing's realtor and notifies and e-mails them (the
 * administrators when it has none) in the same transaction; null when there is no such listing.
 * With a realtor, the message opens or continues a thread in their Inbox: a signed-in member's
 * own, or, for a visitor without an account, one per listing and e-mail address, whose replies
 * reach the visitor by e-mail. 403 BLOCKED when the realtor blocked the member.
 * The text is stored as sent (already cleaned of control characters) and is plain text: it must
 * never be rendered as HTML wherever it is shown.
 */
export async function createInquiry(
  db: Database,
  mailer: AppMailer,
  propertyId: string,
  senderId: string | null,
  input: ContactAgentInput,
): Promise<{ id: string; conversationId: string | null } | null> {
  const listing = await findListing(db, propertyId);
  if (!listing) return null;
  const { realtorId } = listing;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(propertyInquiries)
        .values({
          propertyId,
          realtorId,
          senderId,
          name: input.name,
          email: input.email,
          phone: input.phone || null,
          message: input.message,
        })
        .returning({ id: propertyInquiries.id });
      if (!row) return null;
      await countEvent(tx, "listing", propertyId, "leads", senderId);
      const thread =
        realtorId && realtorId !== senderId
          ? await openThread(tx, {
              propertyId,
              realtorId,
              memberId: senderId,
              source: input.source ?? "listing",
              contact: input,
            })
          : null;
      if (thread) await appendMessage(tx, thread, "member", senderId, input.message, "message");
      const path = thread ? threadPath("realtor", thread.id) : undefined;
      const notice = inquiryReceivedNotification(listing, input, input.message);
      await notifyListingContact(
        tx,
        mailer,
        realtorId,
        senderId,
        path ? { ...notice, link: path } : notice,
        { kind: "message-received", props: messageReceivedProps(input, listing.title, path) },
      );
      return { id: row.id, conversationId: thread?.id ?? null };
    });
  } catch (error) {
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) return null;
    throw error;
  }
}

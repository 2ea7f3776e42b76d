import { eq } from "drizzle-orm";
import type { ContactAgentInput } from "@/shared/schemas/inquiries";
import type { Database } from "../db/client";
import { properties, propertyInquiries } from "../db/schema";
import { inquiryReceived } from "../notifications/notification-texts";
import { notifyUser } from "../notifications/notifications.service";
import { FOREIGN_KEY_VIOLATION, isUuid, sqlState } from "../properties/ids";

/** The listing's title and realtor (null: it has no realtor), `undefined` when there is no such listing. */
export async function findListing(
  db: Database,
  propertyId: string,
): Promise<{ id: string; title: string; realtorId: string | null } | undefined> {
  if (!isUuid(propertyId)) return undefined;
  const rows = await db
    .select({ id: properties.id, title: properties.title, realtorId: properties.realtorId })
    .from(properties)
    .where(eq(properties.id, propertyId))
    .limit(1);
  return rows[0];
}

/**
 * Stores a Contact Agent message for the listing's realtor and notifies them in the same
 * transaction; null when there is no such listing.
 * The text is stored as sent (already cleaned of control characters) and is plain text: it must
 * never be rendered as HTML wherever it is shown.
 */
export async function createInquiry(
  db: Database,
  propertyId: string,
  senderId: string | null,
  input: ContactAgentInput,
): Promise<{ id: string } | null> {
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
      // A realtor writing about their own listing needs no notice of it.
      if (row && realtorId && realtorId !== senderId) {
        await notifyUser(
          tx,
          realtorId,
          inquiryReceived(listing, input.name, input.message),
          senderId,
        );
      }
      return row ?? null;
    });
  } catch (error) {
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) return null;
    throw error;
  }
}

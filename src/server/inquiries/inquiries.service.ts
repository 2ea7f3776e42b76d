import { eq } from "drizzle-orm";
import type { ContactAgentInput } from "@/shared/schemas/inquiries";
import type { Database } from "../db/client";
import { properties, propertyInquiries } from "../db/schema";
import { FOREIGN_KEY_VIOLATION, isUuid, sqlState } from "../properties/ids";

/** The listing's realtor, `undefined` when there is no such listing (null: it has no realtor). */
export async function listingRealtor(
  db: Database,
  propertyId: string,
): Promise<string | null | undefined> {
  if (!isUuid(propertyId)) return undefined;
  const rows = await db
    .select({ realtorId: properties.realtorId })
    .from(properties)
    .where(eq(properties.id, propertyId))
    .limit(1);
  return rows[0] ? rows[0].realtorId : undefined;
}

/**
 * Stores a Contact Agent message for the listing's realtor; null when there is no such listing.
 * The text is stored as sent (already cleaned of control characters) and is plain text: it must
 * never be rendered as HTML wherever it is shown.
 */
export async function createInquiry(
  db: Database,
  propertyId: string,
  senderId: string | null,
  input: ContactAgentInput,
): Promise<{ id: string } | null> {
  const realtorId = await listingRealtor(db, propertyId);
  if (realtorId === undefined) return null;
  try {
    const [row] = await db
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
    return row ?? null;
  } catch (error) {
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) return null;
    throw error;
  }
}

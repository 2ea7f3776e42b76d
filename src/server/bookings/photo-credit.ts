import { eq } from "drizzle-orm";
import type { PhotoCredit } from "@/shared/properties";
import { listedCondition } from "../directory/directory-query";
import type { Database } from "../platform/db/client";
import { photographers, properties, user } from "../platform/db/schema";
import { nameOrEmailPrefix } from "../users/display-name";

/**
 * Who a listing's photos are by, once its realtor added a photographer's delivered work: their
 * name, and whether the directory shows them (only then does the credit link to their page).
 */
export async function listingPhotoCredit(
  db: Database,
  propertyId: string,
  now = new Date(),
): Promise<PhotoCredit | null> {
  const [row] = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      listed: listedCondition("photographer", now).mapWith(Boolean),
    })
    .from(properties)
    .innerJoin(user, eq(user.id, properties.photoCreditPhotographerId))
    .leftJoin(photographers, eq(photographers.userId, user.id))
    .where(eq(properties.id, propertyId))
    .limit(1);
  if (!row) return null;
  return { id: row.id, name: nameOrEmailPrefix(row), hasPage: row.listed === true };
}

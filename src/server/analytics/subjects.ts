import { eq } from "drizzle-orm";
import type { AnalyticsSubject } from "@/shared/analytics";
import type { Database } from "../platform/db/client";
import { properties, reels } from "../platform/db/schema";

/**
 * The account a listing or reel belongs to (its realtor, its author; null: nobody's), or
 * undefined when there is no such listing or reel.
 */
export async function subjectOwner(
  db: Database,
  kind: AnalyticsSubject,
  id: string,
): Promise<{ ownerId: string | null } | undefined> {
  const [row] =
    kind === "listing"
      ? await db
          .select({ ownerId: properties.realtorId })
          .from(properties)
          .where(eq(properties.id, id))
      : await db.select({ ownerId: reels.authorId }).from(reels).where(eq(reels.id, id));
  return row;
}

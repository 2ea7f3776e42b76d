import { asc, eq } from "drizzle-orm";
import type { Database } from "../platform/db/client";
import { properties, user } from "../platform/db/schema";

/**
 * A demo realtor's first listing, where demo tours and shoots happen; null once either is gone
 * (a database from before a seeder may have lost them).
 */
export async function firstListingOf(db: Database, realtorEmail: string) {
  const [found] = await db
    .select({ realtorId: user.id, propertyId: properties.id })
    .from(user)
    .innerJoin(properties, eq(properties.realtorId, user.id))
    .where(eq(user.email, realtorEmail))
    .orderBy(asc(properties.createdAt), asc(properties.id))
    .limit(1);
  return found ?? null;
}

import type { Database } from "../db/client";
import { newsletterSubscribers } from "../db/schema";

/**
 * Stores an address for the newsletter once. `email` comes lower-cased from the shared schema,
 * so the primary key makes "A@x.com" and "a@x.com" one subscriber. False when already there.
 */
export async function subscribeToNewsletter(db: Database, email: string): Promise<boolean> {
  const added = await db
    .insert(newsletterSubscribers)
    .values({ email })
    .onConflictDoNothing()
    .returning({ email: newsletterSubscribers.email });
  return added.length > 0;
}

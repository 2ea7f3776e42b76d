import { randomUUID } from "node:crypto";
import { reviews } from "../../src/server/platform/db/schema";
import type { TestApp } from "../setup/test-app";
import { createAccount } from "./directory";

/**
 * Visible reviews of a professional, one per star count given, each by a new member for a tour
 * that exists only by its id: for tests of what the figures do, not of who may write them.
 */
export async function addReviews(testApp: TestApp, subjectId: string, stars: number[]) {
  const rows = [];
  for (const count of stars) {
    const author = await createAccount(testApp, { name: "Reviewing Member" });
    rows.push({
      subjectId,
      authorId: author.id,
      engagementKind: "tour",
      engagementId: randomUUID(),
      stars: count,
      text: `${count} stars`,
    });
  }
  if (rows.length === 0) return [];
  return testApp.deps.db.insert(reviews).values(rows).returning();
}

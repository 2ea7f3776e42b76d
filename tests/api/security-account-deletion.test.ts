import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setBlogPostLike } from "../../src/server/blog/likes.service";
import { sendDirectoryMessage } from "../../src/server/directory/messages.service";
import { createInquiry } from "../../src/server/inquiries/inquiries.service";
import { requestTour } from "../../src/server/inquiries/tours.service";
import {
  blogPosts,
  directoryMessages,
  notifications,
  profiles,
  propertyInquiries,
  reels,
} from "../../src/server/platform/db/schema";
import { addReelComment } from "../../src/server/reels/comments.service";
import { setReelLike } from "../../src/server/reels/likes.service";
import { createAccessRequest, signedInAdmin } from "../factories/admin";
import { createBlogPost } from "../factories/blog";
import { createRealtorEntry } from "../factories/directory";
import { createProperty } from "../factories/properties";
import { createReel } from "../factories/reels";
import { createUser } from "../factories/users";
import { setupTestApp } from "../setup/setup-test-app";
import { TestClient } from "../setup/test-client";

/**
 * Deleting an account removes what it wrote, including what it made others be told
 * ("X would like to tour …", "New message from X"), keeps the counts it was part of right, and
 * stops serving its files.
 */
const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

const message = (name: string) => ({
  name,
  email: "someone@example.test",
  message: `Hello from ${name}, is it still available?`,
});

const titlesFor = async (userId: string) =>
  (
    await t.deps.db
      .select({ title: notifications.title, body: notifications.body })
      .from(notifications)
      .where(eq(notifications.userId, userId))
  ).map((row) => `${row.title} | ${row.body}`);

describe("deleting an account", () => {
  it("removes the messages it sent and what they told the realtor, and nobody else's", async () => {
    const { client: admin } = await signedInAdmin(t);
    const realtor = await createRealtorEntry(t);
    const listing = await createProperty(t, { title: "Bay House", realtorId: realtor.userId });
    const member = await createUser(t, { name: "Gone Member" });
    const db = t.deps.db;
    await createInquiry(db, t.deps.mailer, listing.id, member.id, message("Gone Member"));
    await requestTour(db, t.deps.mailer, listing.id, member.id, {
      date: tomorrow(),
      window: "morning",
    });
    await sendDirectoryMessage(
      db,
      t.deps.mailer,
      "realtor",
      realtor.userId,
      member.id,
      message("Gone Member"),
    );
    // A signed-out visitor's message is theirs, not the deleted member's.
    await createInquiry(db, t.deps.mailer, listing.id, null, message("Visitor Vic"));
    expect(await titlesFor(realtor.userId)).toHaveLength(4);

    expect((await admin.delete(`/api/admin/users/${member.id}`)).status).toBe(204);

    const left = await titlesFor(realtor.userId);
    expect(left).toEqual([expect.stringContaining("Visitor Vic")]);
    expect(left.join()).not.toContain("Gone Member");
    const inquiries = await db
      .select({ name: propertyInquiries.name })
      .from(propertyInquiries)
      .where(eq(propertyInquiries.propertyId, listing.id));
    expect(inquiries).toEqual([{ name: "Visitor Vic" }]);
    expect(
      await db
        .select()
        .from(directoryMessages)
        .where(eq(directoryMessages.recipientId, realtor.userId)),
    ).toEqual([]);
  });

  it("keeps what a deleted administrator's decision told a member", async () => {
    const { client: admin } = await signedInAdmin(t);
    const leaving = await signedInAdmin(t);
    const member = await createUser(t);
    const request = await createAccessRequest(t, member.id, "photographer");
    const decided = await leaving.client.post(`/api/admin/access-requests/${request.id}/reject`, {
      reason: "Missing details",
    });
    expect(decided.status).toBe(200);

    expect((await admin.delete(`/api/admin/users/${leaving.account.id}`)).status).toBe(204);
    expect(await titlesFor(member.id)).toEqual([
      expect.stringContaining("access request was not approved"),
    ]);
  });

  it("takes its comments and likes off the counts, and stops serving its avatar", async () => {
    const { client: admin } = await signedInAdmin(t);
    const member = await createUser(t);
    const db = t.deps.db;
    const reel = await createReel(t);
    const post = await createBlogPost(t);
    await addReelComment(db, reel.id, member.id, "First!");
    await addReelComment(db, reel.id, member.id, "Second");
    await setReelLike(db, reel.id, member.id, true);
    await setBlogPostLike(db, post.id, member.id, true);
    const avatar = `avatars/${member.id}/avatar.webp`;
    await t.deps.storage.put(avatar, new Uint8Array([1, 2, 3]), { contentType: "image/webp" });
    await db.update(profiles).set({ avatarKey: avatar }).where(eq(profiles.id, member.id));
    const visitor = new TestClient(t);
    expect((await visitor.get(`/media/${avatar}`)).status).toBe(200);

    expect((await admin.delete(`/api/admin/users/${member.id}`)).status).toBe(204);

    const [after] = await db.select().from(reels).where(eq(reels.id, reel.id));
    expect(after).toMatchObject({ commentCount: 0, likeCount: 0 });
    const comments = await visitor.get(`/api/reels/${reel.id}/comments`);
    expect(await comments.json()).toEqual({ items: [], nextCursor: null });
    const [liked] = await db.select().from(blogPosts).where(eq(blogPosts.id, post.id));
    expect(liked?.likeCount).toBe(0);
    expect((await visitor.get(`/media/${avatar}`)).status).toBe(404);
  });
});

import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  accessRequests,
  blogPosts,
  directoryMessages,
  profiles,
  properties,
  propertyInquiries,
  realtorProfiles,
  reelComments,
  reels,
  reelUploads,
  tourRequests,
  user,
} from "../../src/server/platform/db/schema";
import { createBlogPost } from "../factories/blog";
import { createAccount } from "../factories/directory";
import { createProperty } from "../factories/properties";
import { createReel } from "../factories/reels";
import { DEFAULT_PASSWORD, signedInClient, uniqueEmail } from "../factories/users";
import { setupTestApp } from "../setup/setup-test-app";
import type { TestClient } from "../setup/test-client";
import { buildWorld, reelForm, type World } from "./authorization-matrix";

/**
 * Fields a caller may never set: who they are (role, suspension), who owns what
 * (author, realtor, sender, user ids), what only an administrator decides (featured, a request's
 * status) and counters (likes, views, ratings). Each write route gets them on top of a valid body:
 * the answer is a 400 (strict schemas) or a success that ignores them, checked by reading back.
 */
const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000", TRUST_PROXY: "true" });

let w: World;
beforeAll(async () => {
  w = await buildWorld(t);
}, 60_000);

/** Everything a caller might try to set, pointing at someone else where it names an account. */
const poison = (other: string) => ({
  id: randomUUID(),
  role: "admin",
  banned: true,
  banReason: "poison",
  emailVerified: true,
  userId: other,
  authorId: other,
  realtorId: other,
  senderId: other,
  recipientId: other,
  photographerId: other,
  isFeatured: true,
  status: "approved",
  decidedBy: other,
  likeCount: 999,
  commentCount: 999,
  views: 999,
  rating: 5,
  reviewCount: 999,
  realtorRequestStatus: "approved",
  photographerRequestStatus: "approved",
  licenseNumber: "FORGED",
  brokerageEmail: "forged@example.test",
  createdAt: "2000-01-01T00:00:00.000Z",
});

let address = 0;
/** Each write from its own address, so the per-address limits never answer for the check. */
async function write(client: TestClient, method: string, path: string, json: unknown) {
  address += 1;
  const response = await client.request(method, path, {
    json,
    headers: { "x-forwarded-for": `10.8.${address >> 8}.${address & 255}` },
  });
  const text = await response.text();
  expect(response.status, `${method} ${path}: ${text}`).toBeLessThan(500);
  if (response.status !== 400)
    expect(response.status, `${method} ${path}: ${text}`).toBeLessThan(300);
  return { status: response.status, body: response.status < 300 && text ? JSON.parse(text) : null };
}

async function account(id: string) {
  const [row] = await t.deps.db
    .select({ role: user.role, banned: user.banned, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.id, id));
  const [profile] = await t.deps.db
    .select({
      realtor: profiles.realtorRequestStatus,
      photographer: profiles.photographerRequestStatus,
    })
    .from(profiles)
    .where(eq(profiles.id, id));
  return { ...row, ...profile };
}

describe("fields a caller may never set", () => {
  it("cannot change who the caller is, through the profile or the auth library", async () => {
    const { client, account: me } = await signedInClient(t, { role: "user" });
    const before = await account(me.id);
    const victim = w.otherUserId;
    await write(client, "PATCH", "/api/profile/me", { bio: "Mine", ...poison(victim) });
    await write(client, "PATCH", "/api/profile/me/notification-settings", {
      marketingEmails: true,
      ...poison(victim),
    });
    await write(client, "POST", "/api/recent-searches", { query: "city=Ames", ...poison(victim) });
    // The auth library's own update-user is closed: the profile route is the way.
    const library = await client.post("/api/auth/update-user", { name: "R", ...poison(victim) });
    expect(library.status).toBe(404);
    expect(await account(me.id)).toEqual(before);
    expect((await account(victim)).role).toBe("user");
  });

  it("signs a new account up as a plain, unverified user whatever the body says", async () => {
    const email = uniqueEmail("poison");
    const client = w.clients.anonymous;
    await write(client, "POST", "/api/auth/sign-up/email", {
      ...poison(w.otherUserId),
      name: "New Person",
      email,
      password: DEFAULT_PASSWORD,
    });
    const [row] = await t.deps.db
      .select({ role: user.role, banned: user.banned })
      .from(user)
      .where(eq(user.email, email));
    // Refused outright is fine; made is fine only as a plain user.
    if (row) expect(row).toEqual({ role: "user", banned: false });
  });

  it("keeps an access request pending and the caller's role as it was", async () => {
    const { client, account: me } = await signedInClient(t, { role: "user" });
    await write(client, "POST", "/api/access-requests", {
      ...poison(w.otherUserId),
      requestType: "photographer",
      fullName: "Pat Poison",
      companyName: "Poison Photos",
      companyWebsite: "https://poison.example",
    });
    const rows = await t.deps.db
      .select({ userId: accessRequests.userId, status: accessRequests.status })
      .from(accessRequests)
      .where(eq(accessRequests.userId, me.id));
    for (const row of rows) expect(row.status).toBe("pending");
    const after = await account(me.id);
    expect(after.role).toBe("user");
    expect(after.photographer).not.toBe("approved");
    const victimRows = await t.deps.db
      .select()
      .from(accessRequests)
      .where(eq(accessRequests.userId, w.otherUserId));
    expect(victimRows).toEqual([]);
  });

  it("keeps a directory entry's licence and brokerage out of the owner's reach", async () => {
    const client = w.clients.realtor;
    await client.get("/api/directory/me");
    const read = async () =>
      (
        await t.deps.db
          .select()
          .from(realtorProfiles)
          .where(eq(realtorProfiles.userId, w.ids.realtor))
      )[0];
    const before = await read();
    await write(client, "PATCH", "/api/directory/me", {
      bio: "Poisoned",
      ...poison(w.otherUserId),
    });
    const after = await read();
    expect(after?.licenseNumber).toEqual(before?.licenseNumber);
    expect(after?.brokerageEmail).toEqual(before?.brokerageEmail);
  });

  it("gives a realtor's new or edited listing to that realtor, never featured", async () => {
    const client = w.clients.realtor;
    const stage = async () => {
      const form = new FormData();
      const { photo } = await import("../factories/manage-properties");
      form.append("image", new File([new Uint8Array(await photo(320, 240))], "p.jpg"));
      const response = await client.request("POST", "/api/manage/uploads/images", { body: form });
      return ((await response.json()) as { uploadId: string }).uploadId;
    };
    const { propertyForm } = await import("../factories/manage-properties");
    const created = await write(client, "POST", "/api/manage/properties", {
      ...poison(w.otherRealtorId),
      ...propertyForm({ images: [{ uploadId: await stage() }] }),
    });
    const own = await createProperty(t, { realtorId: w.ids.realtor });
    await write(client, "PUT", `/api/manage/properties/${own.id}`, {
      ...poison(w.otherRealtorId),
      ...propertyForm({ images: [{ uploadId: await stage() }] }),
    });
    for (const id of [created.body?.id, own.id].filter(Boolean)) {
      const [row] = await t.deps.db.select().from(properties).where(eq(properties.id, id));
      expect(row?.realtorId).toBe(w.ids.realtor);
      expect(row?.isFeatured).toBe(false);
    }
  });

  it("keeps a reel's author and counters whatever the edit or comment says", async () => {
    const reel = await createReel(t, { authorId: w.ids.realtor });
    await write(w.clients.realtor, "PATCH", `/api/manage/reels/${reel.id}`, {
      title: "Poisoned",
      ...poison(w.otherRealtorId),
    });
    const { status, body } = await write(w.clients.user, "POST", `/api/reels/${reel.id}/comments`, {
      body: "Nice",
      ...poison(w.otherUserId),
    });
    await write(w.clients.user, "PUT", `/api/reels/${reel.id}/like`, poison(w.otherUserId));
    const [row] = await t.deps.db.select().from(reels).where(eq(reels.id, reel.id));
    expect(row?.authorId).toBe(w.ids.realtor);
    expect(row?.likeCount).toBe(1);
    expect(row?.commentCount).toBe(status === 201 ? 1 : 0);
    if (body?.id) {
      const [comment] = await t.deps.db
        .select({ userId: reelComments.userId })
        .from(reelComments)
        .where(eq(reelComments.id, body.id));
      expect(comment?.userId).toBe(w.ids.user);
    }
  });

  it("gives an uploaded reel to its uploader whatever extra fields the form carries", async () => {
    const form = await reelForm();
    for (const [key, value] of Object.entries(poison(w.otherRealtorId))) {
      form.append(key, String(value));
    }
    const response = await w.clients.realtor.request("POST", "/api/manage/reels", { body: form });
    expect(response.status, await response.clone().text()).toBe(202);
    const { id } = (await response.json()) as { id: string };
    const [row] = await t.deps.db.select().from(reelUploads).where(eq(reelUploads.id, id));
    expect(row).toMatchObject({ authorId: w.ids.realtor, status: "processing", progress: 0 });
  });

  it("records the sender of messages, inquiries and tours as the caller, tours as requested", async () => {
    const listing = await createProperty(t, { realtorId: w.otherRealtorId });
    const contact = { name: "P", email: "p@example.test", message: "Hello" };
    const other = await createAccount(t);
    await write(w.clients.user, "POST", `/api/properties/${listing.id}/inquiries`, {
      ...poison(other.id),
      ...contact,
    });
    await write(w.clients.user, "POST", `/api/properties/${listing.id}/tour-requests`, {
      ...poison(other.id),
      date: new Date(Date.now() + 86_400_000 * 3).toISOString().slice(0, 10),
      window: "morning",
    });
    await write(w.clients.user, "POST", `/api/realtors/${w.otherRealtorId}/messages`, {
      ...poison(other.id),
      ...contact,
    });
    const inquiries = await t.deps.db
      .select()
      .from(propertyInquiries)
      .where(eq(propertyInquiries.propertyId, listing.id));
    for (const row of inquiries) {
      expect(row.senderId).toBe(w.ids.user);
      expect(row.realtorId).toBe(w.otherRealtorId);
    }
    const tours = await t.deps.db
      .select()
      .from(tourRequests)
      .where(eq(tourRequests.propertyId, listing.id));
    for (const row of tours) {
      expect(row).toMatchObject({ userId: w.ids.user, realtorId: w.otherRealtorId });
      expect(row.status).toBe("requested");
    }
    expect(tours).toHaveLength(1);
    const messages = await t.deps.db
      .select()
      .from(directoryMessages)
      .where(and(eq(directoryMessages.recipientId, w.otherRealtorId)));
    for (const row of messages) expect(row.senderId).toBe(w.ids.user);
    const toOther = await t.deps.db
      .select()
      .from(directoryMessages)
      .where(eq(directoryMessages.recipientId, other.id));
    expect(toOther).toEqual([]);
  });

  it("makes the administrator the author of a post and starts its counters at zero", async () => {
    const client = w.clients.admin;
    const values = { title: "Poison post", content: "<p>x</p>", tags: [], categories: [] };
    const created = await write(client, "POST", "/api/admin/blog/posts", {
      ...poison(w.otherUserId),
      ...values,
      status: "draft",
    });
    const existing = await createBlogPost(t, { status: "draft" });
    await write(client, "PUT", `/api/admin/blog/posts/${existing.id}`, {
      ...poison(w.otherUserId),
      ...values,
      status: "draft",
    });
    for (const id of [created.body?.id, existing.id].filter(Boolean)) {
      const [row] = await t.deps.db.select().from(blogPosts).where(eq(blogPosts.id, id));
      expect(row?.views).toBe(0);
      expect(row?.likeCount).toBe(0);
      expect(row?.authorId).not.toBe(w.otherUserId);
    }
  });

  it("lets an administrator edit an account, but not suspend it or verify it through the edit", async () => {
    const target = await createAccount(t);
    const { role: _role, ...rest } = poison(w.otherUserId);
    await write(w.clients.admin, "PATCH", `/api/admin/users/${target.id}`, {
      name: "Edited",
      ...rest,
    });
    expect(await account(target.id)).toMatchObject({ role: "user", banned: false });
  });
});

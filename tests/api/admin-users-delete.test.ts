import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { notifyUser } from "../../src/server/notifications/notifications.service";
import {
  accessRequests,
  bookingPhotos,
  notifications,
  photographerBookings,
  photographerPortfolioImages,
  photographers,
  profiles,
  properties,
  reelLikes,
  reels,
  savedProperties,
  session,
  user,
} from "../../src/server/platform/db/schema";
import { renditionKey } from "../../src/server/platform/images";
import { activitiesAbout, createAccessRequest, signedInAdmin } from "../factories/admin";
import { bookIn, bookingPair } from "../factories/bookings";
import { stagedRow, stagePhotos, storedRenditions } from "../factories/manage-properties";
import { createProperty } from "../factories/properties";
import { createReel } from "../factories/reels";
import { signedInClient } from "../factories/users";
import { setupTestApp } from "../setup/setup-test-app";

const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

const bytes = new Uint8Array([1, 2, 3]);

/** Stores a small file under the key, so a test can check that it is gone afterwards. */
async function storeFile(key: string) {
  await t.deps.storage.put(key, bytes, { contentType: "image/webp" });
  return key;
}

const rowsOf = async (table: typeof session | typeof savedProperties, userId: string) =>
  t.deps.db.select().from(table).where(eq(table.userId, userId));

describe("DELETE /api/admin/users/:id", () => {
  it("removes the account with its sessions, profile, saved items, requests and avatar", async () => {
    const { client: admin, account: me } = await signedInAdmin(t);
    const { client: member, account } = await signedInClient(t, { name: "Gone Soon" });
    const avatar = await storeFile(`avatars/${account.id}/avatar.webp`);
    await t.deps.db.update(profiles).set({ avatarKey: avatar }).where(eq(profiles.id, account.id));
    const listing = await createProperty(t);
    await t.deps.db.insert(savedProperties).values({ userId: account.id, propertyId: listing.id });
    await createAccessRequest(t, account.id, "realtor");
    await notifyUser(
      t.deps.db,
      account.id,
      {
        kind: "access_request_rejected",
        title: "Hello",
        body: "",
        link: null,
      },
      null,
    );

    const response = await admin.delete(`/api/admin/users/${account.id}`);
    expect(response.status).toBe(204);

    expect((await member.get("/api/profile/me")).status).toBe(401);
    expect((await admin.get(`/api/admin/users/${account.id}`)).status).toBe(404);
    const db = t.deps.db;
    expect(await db.select().from(user).where(eq(user.id, account.id))).toEqual([]);
    expect(await db.select().from(profiles).where(eq(profiles.id, account.id))).toEqual([]);
    expect(await rowsOf(session, account.id)).toEqual([]);
    expect(await rowsOf(savedProperties, account.id)).toEqual([]);
    expect(
      await db.select().from(accessRequests).where(eq(accessRequests.userId, account.id)),
    ).toEqual([]);
    expect(
      await db.select().from(notifications).where(eq(notifications.userId, account.id)),
    ).toEqual([]);
    expect(await t.deps.storage.stat(avatar)).toBeNull();
    expect(await db.select().from(properties).where(eq(properties.id, listing.id))).toHaveLength(1);

    const log = await activitiesAbout(t, account.id);
    expect(
      log.map((entry) => [entry.action, entry.adminId, entry.targetType, entry.details]),
    ).toEqual([
      ["user_deleted", me.id, "user", { name: "Gone Soon", email: account.email, role: "user" }],
    ]);
  });

  it("keeps a professional's listings without a realtor and removes their reels and portfolio files", async () => {
    const { client: admin } = await signedInAdmin(t);
    const { account } = await signedInClient(t, { role: "realtor", name: "Pro Gone" });
    const listing = await createProperty(t, { realtorId: account.id });
    const reel = await createReel(t, { authorId: account.id, propertyId: listing.id });
    const reelFiles = [
      await storeFile(reel.videoKey),
      ...(await Promise.all(
        reel.posterWidths.map((w) => storeFile(renditionKey(reel.posterKey, w))),
      )),
    ];
    await t.deps.db.insert(photographers).values({ userId: account.id, specialty: "Aerial" });
    const base = `photographers/${account.id}/portfolio-1`;
    await t.deps.db.insert(photographerPortfolioImages).values({
      photographerId: account.id,
      storageKey: base,
      widths: [480, 960],
      width: 960,
      height: 640,
    });
    const portfolioFiles = [
      await storeFile(renditionKey(base, 480)),
      await storeFile(renditionKey(base, 960)),
    ];

    expect((await admin.delete(`/api/admin/users/${account.id}`)).status).toBe(204);

    const [kept] = await t.deps.db.select().from(properties).where(eq(properties.id, listing.id));
    expect(kept?.realtorId).toBeNull();
    expect(await t.deps.db.select().from(reels).where(eq(reels.id, reel.id))).toEqual([]);
    for (const key of [...reelFiles, ...portfolioFiles]) {
      expect(await t.deps.storage.stat(key), key).toBeNull();
    }
  });

  it("removes the photos a realtor uploaded but never saved into a listing", async () => {
    const { client: admin } = await signedInAdmin(t);
    const { client: realtor, account } = await signedInClient(t, { role: "realtor" });
    const [staged] = await stagePhotos(realtor, 1);
    if (!staged) throw new Error("no upload");
    expect(await storedRenditions(t, staged)).toBeGreaterThan(0);

    expect((await admin.delete(`/api/admin/users/${account.id}`)).status).toBe(204);

    expect(await stagedRow(t, staged.uploadId)).toBeUndefined();
    expect(await storedRenditions(t, staged)).toBe(0);
  });

  it("removes the photos and video delivered into the bookings of a photographer who goes", async () => {
    const { client: admin } = await signedInAdmin(t);
    const pair = await bookingPair(t);
    const booking = await bookIn(pair);
    const base = `bookings/${booking.id}/shot-1`;
    await t.deps.db
      .insert(bookingPhotos)
      .values({ bookingId: booking.id, storageKey: base, widths: [480], width: 480, height: 320 });
    const videoKey = await storeFile(`private/reel-uploads/${booking.id}/source.mp4`);
    await t.deps.db
      .update(photographerBookings)
      .set({ videoKey, videoContentType: "video/mp4", videoBytes: 3, videoTitle: "Tour" })
      .where(eq(photographerBookings.id, booking.id));
    const delivered = [await storeFile(renditionKey(base, 480)), videoKey];

    const gone = pair.photographer.account.id;
    expect((await admin.delete(`/api/admin/users/${gone}`)).status).toBe(204);

    for (const key of delivered) expect(await t.deps.storage.stat(key), key).toBeNull();
  });

  it("takes their likes off other people's reels", async () => {
    const { client: admin } = await signedInAdmin(t);
    const { account } = await signedInClient(t);
    const reel = await createReel(t, { likeCount: 2 });
    await t.deps.db.insert(reelLikes).values({ reelId: reel.id, userId: account.id });
    expect((await admin.delete(`/api/admin/users/${account.id}`)).status).toBe(204);
    const [after] = await t.deps.db.select().from(reels).where(eq(reels.id, reel.id));
    expect(after?.likeCount).toBe(1);
  });

  it("still deletes the account when a file cannot be removed, and logs it", async () => {
    const { client: admin } = await signedInAdmin(t);
    const { account } = await signedInClient(t);
    const avatar = await storeFile(`avatars/${account.id}/stuck.webp`);
    await t.deps.db.update(profiles).set({ avatarKey: avatar }).where(eq(profiles.id, account.id));
    const failing = vi
      .spyOn(t.deps.storage, "delete")
      .mockRejectedValueOnce(new Error("storage unavailable"));
    const warn = vi.spyOn(t.deps.logger, "warn");
    try {
      expect((await admin.delete(`/api/admin/users/${account.id}`)).status).toBe(204);
      expect(warn).toHaveBeenCalledWith(
        "file of a deleted user not deleted",
        expect.objectContaining({ key: avatar, error: "storage unavailable" }),
      );
    } finally {
      failing.mockRestore();
      warn.mockRestore();
    }
    expect(await t.deps.db.select().from(user).where(eq(user.id, account.id))).toEqual([]);
  });

  it("refuses to delete yourself and answers 404 for nobody", async () => {
    const { client: admin, account: me } = await signedInAdmin(t);
    const self = await admin.delete(`/api/admin/users/${me.id}`);
    expect(self.status).toBe(409);
    expect((await self.json()).message).toBe("You cannot delete your own account.");
    expect((await admin.get("/api/profile/me")).status).toBe(200);
    expect(await activitiesAbout(t, me.id)).toEqual([]);
    expect((await admin.delete("/api/admin/users/no-such-user")).status).toBe(404);
  });
});

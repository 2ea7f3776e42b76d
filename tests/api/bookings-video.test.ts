import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { photographerBookings, photographers } from "../../src/server/platform/db/schema";
import { BOOKING_MESSAGES, type BookingSummary } from "../../src/shared/bookings";
import { VIDEO_REJECTION_MESSAGES } from "../../src/shared/manage-reels";
import type { Reel } from "../../src/shared/reels";
import { type BookingPair, bookIn, bookingPair } from "../factories/bookings";
import { fresh } from "../factories/conversations";
import { readyVideo, settledUpload, videoFixture } from "../factories/manage-reels";
import { signedInClient } from "../factories/users";
import { setupTestApp } from "../setup/setup-test-app";
import type { TestClient } from "../setup/test-client";

const t = setupTestApp({ TRUST_PROXY: "true", SIGN_IN_RATE_LIMIT: "1000" });

/** Each test waits for a transcode, which takes several times longer beside other test files. */
const TRANSCODE_TIMEOUT_MS = 90_000;

function putVideo(
  client: TestClient,
  bookingId: string,
  bytes: Uint8Array,
  title: string | null = "Elm House in a minute",
) {
  const form = new FormData();
  form.append("video", new File([new Uint8Array(bytes)], "tour.mp4", { type: "video/mp4" }));
  if (title !== null) form.append("title", title);
  return client.request("PUT", `/api/bookings/${bookingId}/video`, { body: form });
}

async function acceptedBooking(pair: BookingPair) {
  const booking = await bookIn(pair, { services: ["video"] });
  await pair.photographer.client.post(`/api/bookings/${booking.id}/accept`, {}, fresh());
  return booking;
}

const storedVideoKey = async (bookingId: string) => {
  const [row] = await t.deps.db
    .select({ key: photographerBookings.videoKey, reelId: photographerBookings.videoReelId })
    .from(photographerBookings)
    .where(eq(photographerBookings.id, bookingId));
  return row ?? { key: null, reelId: null };
};

const handOver = (client: TestClient, bookingId: string, body: Record<string, unknown>) =>
  client.post(`/api/bookings/${bookingId}/add-to-listing`, body, fresh());

describe("a video delivered into a booking", () => {
  it("is taken from the booking's photographer only, checked by its bytes, and kept private", async () => {
    const pair = await bookingPair(t);
    const booking = await bookIn(pair);
    const bytes = await readyVideo();
    // Not before the photographer accepted.
    expect((await putVideo(pair.photographer.client, booking.id, bytes)).status).toBe(409);
    await pair.photographer.client.post(`/api/bookings/${booking.id}/accept`, {}, fresh());
    // Not from the realtor, nor from anyone outside the thread.
    expect((await putVideo(pair.realtor.client, booking.id, bytes)).status).toBe(403);
    const stranger = await signedInClient(t, { role: "photographer" });
    expect((await putVideo(stranger.client, booking.id, bytes)).status).toBe(404);

    const avi = await putVideo(pair.photographer.client, booking.id, videoFixture("clip.avi"));
    expect(avi.status).toBe(400);
    expect((await avi.json()).issues).toEqual([
      { path: "video", message: VIDEO_REJECTION_MESSAGES.unsupported },
    ]);
    const untitled = await putVideo(pair.photographer.client, booking.id, bytes, null);
    expect(untitled.status).toBe(400);
    expect((await untitled.json()).issues[0].path).toBe("title");
    expect((await storedVideoKey(booking.id)).key).toBeNull();

    const stored = await putVideo(pair.photographer.client, booking.id, bytes);
    expect(stored.status).toBe(200);
    expect(((await stored.json()) as BookingSummary).video).toEqual({
      title: "Elm House in a minute",
      url: `/api/bookings/${booking.id}/video`,
      contentType: "video/mp4",
      bytes: bytes.length,
      postedAsReel: false,
    });

    // Both sides play it, in ranges as a video element asks; nobody else, and never from /media.
    const played = await pair.realtor.client.get(`/api/bookings/${booking.id}/video`);
    expect(played.status).toBe(200);
    expect(new Uint8Array(await played.arrayBuffer())).toEqual(bytes);
    const part = await pair.photographer.client.get(`/api/bookings/${booking.id}/video`, {
      headers: { range: "bytes=0-99" },
    });
    expect(part.status).toBe(206);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    expect((await stranger.client.get(`/api/bookings/${booking.id}/video`)).status).toBe(404);
    const { key } = await storedVideoKey(booking.id);
    expect((await stranger.client.get(`/media/${key}`)).status).toBe(404);

    // A new video replaces the last, whose file goes; removing takes the new one back.
    const replaced = await putVideo(pair.photographer.client, booking.id, bytes, "Second take");
    expect(replaced.status).toBe(200);
    expect(await t.deps.storage.stat(key as string)).toBeNull();
    const removed = await pair.photographer.client.delete(`/api/bookings/${booking.id}/video`);
    expect(((await removed.json()) as BookingSummary).video).toBeNull();
    expect((await pair.realtor.client.get(`/api/bookings/${booking.id}/video`)).status).toBe(404);
  });

  it(
    "is delivered alone and becomes the realtor's reel on the listing, credited to the photographer",
    async () => {
      const pair = await bookingPair(t);
      const booking = await acceptedBooking(pair);
      expect(
        (await putVideo(pair.photographer.client, booking.id, await readyVideo())).status,
      ).toBe(200);
      const delivered = await pair.photographer.client.post(
        `/api/bookings/${booking.id}/deliver`,
        {},
        fresh(),
      );
      expect(delivered.status).toBe(200);
      const thread = await (
        await pair.realtor.client.get(`/api/conversations/${booking.conversationId}`)
      ).json();
      expect(JSON.stringify(thread)).toContain("Delivered the shoot: a video");

      // Something must be chosen; only the realtor hands it over.
      const nothing = await handOver(pair.realtor.client, booking.id, { allowPortfolio: false });
      expect(nothing.status).toBe(400);
      expect((await nothing.json()).issues[0].message).toBe(BOOKING_MESSAGES.nothingChosen);
      const byPhotographer = await handOver(pair.photographer.client, booking.id, {
        postVideo: true,
        allowPortfolio: true,
      });
      expect(byPhotographer.status).toBe(403);

      const posted = await handOver(pair.realtor.client, booking.id, {
        postVideo: true,
        allowPortfolio: false,
      });
      expect(posted.status).toBe(200);
      expect((await posted.json()) as BookingSummary).toMatchObject({
        status: "completed",
        video: { postedAsReel: true },
      });
      // Once only.
      const again = await handOver(pair.realtor.client, booking.id, {
        postVideo: true,
        allowPortfolio: false,
      });
      expect(again.status).toBe(409);

      // Through the realtor's normal upload: it is theirs to follow, and published after the
      // transcode, on the listing, with the photographer's credit linking to their page.
      const { reelId } = await storedVideoKey(booking.id);
      if (!reelId) throw new Error("no reel upload recorded");
      const state = await settledUpload(pair.realtor.client, reelId, {
        timeoutMs: TRANSCODE_TIMEOUT_MS,
      });
      expect(state.status).toBe("ready");
      const reel = (await (await t.client.get(`/api/reels/${reelId}`)).json()) as Reel;
      expect(reel).toMatchObject({
        title: "Elm House in a minute",
        author: { id: pair.realtor.account.id },
        property: { id: pair.listingId },
        videoBy: { id: pair.photographer.account.id, name: "Pia Photographer", hasPage: true },
      });
      // The booking keeps its own original: the delivery still plays.
      expect((await pair.realtor.client.get(`/api/bookings/${booking.id}/video`)).status).toBe(200);

      // A photographer the directory no longer shows is named, without a link.
      await t.deps.db
        .update(photographers)
        .set({ listed: false })
        .where(eq(photographers.userId, pair.photographer.account.id));
      const unlisted = (await (await t.client.get(`/api/reels/${reelId}`)).json()) as Reel;
      expect(unlisted.videoBy).toEqual({
        id: pair.photographer.account.id,
        name: "Pia Photographer",
        hasPage: false,
      });
    },
    TRANSCODE_TIMEOUT_MS + 30_000,
  );
});

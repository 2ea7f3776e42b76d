import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { bookingPhotos, properties } from "../../src/server/platform/db/schema";
import type { BookingPhoto, BookingSummary } from "../../src/shared/bookings";
import type { PortfolioImage } from "../../src/shared/directory";
import type { PropertyDetail } from "../../src/shared/properties";
import { type BookingPair, bookIn, bookingPair } from "../factories/bookings";
import { fresh } from "../factories/conversations";
import { storedRenditions } from "../factories/manage-properties";
import { createProperty } from "../factories/properties";
import { signedInClient } from "../factories/users";
import { setupTestApp } from "../setup/setup-test-app";
import type { TestClient } from "../setup/test-client";

const t = setupTestApp({ TRUST_PROXY: "true", SIGN_IN_RATE_LIMIT: "1000" });

let shade = 0;
const photo = () =>
  sharp({
    create: {
      width: 1200,
      height: 800,
      channels: 3,
      background: { r: ++shade % 255, g: 90, b: 60 },
    },
  })
    .jpeg()
    .toBuffer();

function upload(client: TestClient, bookingId: string, bytes: Uint8Array | string) {
  const form = new FormData();
  const part = typeof bytes === "string" ? bytes : new Uint8Array(bytes);
  form.append("image", new File([part], "shot.jpg", { type: "image/jpeg" }));
  return client.request("POST", `/api/bookings/${bookingId}/photos`, { body: form });
}

async function delivered(client: TestClient, bookingId: string) {
  const response = await upload(client, bookingId, await photo());
  expect(response.status).toBe(201);
  return (await response.json()) as BookingPhoto;
}

/** A booking the photographer accepted. */
async function acceptedBooking(pair: BookingPair) {
  const booking = await bookIn(pair);
  await pair.photographer.client.post(`/api/bookings/${booking.id}/accept`, {}, fresh());
  return booking;
}

/** A booking the photographer accepted and delivered two photos into. */
async function deliveredBooking(pair: BookingPair) {
  const booking = await acceptedBooking(pair);
  const photos = [
    await delivered(pair.photographer.client, booking.id),
    await delivered(pair.photographer.client, booking.id),
  ];
  const response = await pair.photographer.client.post(
    `/api/bookings/${booking.id}/deliver`,
    {},
    fresh(),
  );
  expect(response.status).toBe(200);
  return { booking, photos };
}

const listingOf = async (client: TestClient, id: string) =>
  (await (await client.get(`/api/properties/${id}`)).json()) as PropertyDetail;

describe("delivering photos into a booking", () => {
  it("takes photos from the booking's photographer once it is confirmed, then delivers them", async () => {
    const pair = await bookingPair(t);
    const booking = await bookIn(pair);
    // Not before the photographer accepted.
    const early = await upload(pair.photographer.client, booking.id, await photo());
    expect(early.status).toBe(409);
    await pair.photographer.client.post(`/api/bookings/${booking.id}/accept`, {}, fresh());

    // Not from the realtor, nor from anyone outside the thread.
    expect((await upload(pair.realtor.client, booking.id, await photo())).status).toBe(403);
    const stranger = await signedInClient(t, { role: "photographer" });
    expect((await upload(stranger.client, booking.id, await photo())).status).toBe(404);
    // The bytes are checked, whatever the name says.
    const fake = await upload(pair.photographer.client, booking.id, "not an image");
    expect(fake.status).toBe(400);
    expect((await fake.json()).issues[0].path).toBe("image");

    // Nothing to deliver yet.
    const empty = await pair.photographer.client.post(
      `/api/bookings/${booking.id}/deliver`,
      {},
      fresh(),
    );
    expect(empty.status).toBe(409);

    const first = await delivered(pair.photographer.client, booking.id);
    expect(await storedRenditions(t, first)).toBeGreaterThan(0);
    const done = await pair.photographer.client.post(
      `/api/bookings/${booking.id}/deliver`,
      {},
      fresh(),
    );
    expect(await done.json()).toMatchObject({
      status: "delivered",
      canDeliver: false,
      photos: [{ id: first.id, addedToListing: false }],
    });
    // Delivered is final for uploads, and only the photographer delivers.
    expect((await upload(pair.photographer.client, booking.id, await photo())).status).toBe(409);
    const [seen] = (
      await (
        await pair.realtor.client.get(`/api/bookings?conversation=${booking.conversationId}`)
      ).json()
    ).items as BookingSummary[];
    expect(seen).toMatchObject({
      status: "delivered",
      canAddToListing: true,
      photos: [{ id: first.id }],
    });
  });
});

describe("adding delivered photos to the listing", () => {
  it("copies the chosen ones into the listing in one step and credits the photographer", async () => {
    const pair = await bookingPair(t);
    const { booking, photos } = await deliveredBooking(pair);
    const [chosen, skipped] = photos;
    if (!chosen || !skipped) throw new Error("two photos expected");

    // Not by the photographer.
    const byPhotographer = await pair.photographer.client.post(
      `/api/bookings/${booking.id}/add-to-listing`,
      { photoIds: [chosen.id], allowPortfolio: true },
      fresh(),
    );
    expect(byPhotographer.status).toBe(403);

    const added = await pair.realtor.client.post(
      `/api/bookings/${booking.id}/add-to-listing`,
      { photoIds: [chosen.id], allowPortfolio: false },
      fresh(),
    );
    expect(added.status).toBe(200);
    expect(await added.json()).toMatchObject({
      status: "completed",
      portfolioAllowed: false,
      photos: [
        { id: chosen.id, addedToListing: true },
        { id: skipped.id, addedToListing: false },
      ],
    });

    const listing = await listingOf(pair.realtor.client, pair.listingId);
    expect(listing.images).toHaveLength(1);
    expect(listing.images[0]).toMatchObject({ isCover: true });
    // The listing owns its copy: other files than the booking's.
    expect(listing.images[0]?.src).toContain(`/properties/${pair.listingId}/`);
    expect(listing.photoCredit).toEqual({
      id: pair.photographer.account.id,
      name: "Pia Photographer",
      hasPage: true,
    });

    // Adding the same photo again makes no twin.
    await pair.realtor.client.post(
      `/api/bookings/${booking.id}/add-to-listing`,
      { photoIds: [chosen.id, skipped.id], allowPortfolio: false },
      fresh(),
    );
    expect((await listingOf(pair.realtor.client, pair.listingId)).images).toHaveLength(2);
  });

  it("waits for the delivery, and takes only this booking's photos", async () => {
    const pair = await bookingPair(t);
    const booking = await acceptedBooking(pair);
    const photoOf = await delivered(pair.photographer.client, booking.id);
    const early = await pair.realtor.client.post(
      `/api/bookings/${booking.id}/add-to-listing`,
      { photoIds: [photoOf.id], allowPortfolio: false },
      fresh(),
    );
    expect(early.status).toBe(409);

    const other = await deliveredBooking(await bookingPair(t));
    await pair.photographer.client.post(`/api/bookings/${booking.id}/deliver`, {}, fresh());
    const foreign = await pair.realtor.client.post(
      `/api/bookings/${booking.id}/add-to-listing`,
      { photoIds: [other.photos[0]?.id], allowPortfolio: false },
      fresh(),
    );
    expect(foreign.status).toBe(400);
    expect((await foreign.json()).issues[0].path).toBe("photoIds");
  });

  it("is refused once the listing is no longer the realtor's", async () => {
    const pair = await bookingPair(t);
    const { booking, photos } = await deliveredBooking(pair);
    const successor = await signedInClient(t, { role: "realtor" });
    await createProperty(t, { realtorId: successor.account.id });
    await t.deps.db
      .update(properties)
      .set({ realtorId: successor.account.id })
      .where(eq(properties.id, pair.listingId));
    const refused = await pair.realtor.client.post(
      `/api/bookings/${booking.id}/add-to-listing`,
      { photoIds: [photos[0]?.id], allowPortfolio: false },
      fresh(),
    );
    expect(refused.status).toBe(403);
  });
});

describe("delivered photos in the photographer's portfolio", () => {
  it("needs the realtor's consent", async () => {
    const pair = await bookingPair(t);
    const { booking, photos } = await deliveredBooking(pair);
    const [first] = photos;
    if (!first) throw new Error("a photo expected");
    const toPortfolio = () =>
      pair.photographer.client.post(
        `/api/bookings/${booking.id}/photos/${first.id}/portfolio`,
        {},
        fresh(),
      );
    const refused = await toPortfolio();
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe(
      "The realtor has not allowed these photos in your portfolio.",
    );

    await pair.realtor.client.post(
      `/api/bookings/${booking.id}/add-to-listing`,
      { photoIds: [first.id], allowPortfolio: true },
      fresh(),
    );
    // Only the photographer puts them in their portfolio.
    expect(
      (
        await pair.realtor.client.post(
          `/api/bookings/${booking.id}/photos/${first.id}/portfolio`,
          {},
          fresh(),
        )
      ).status,
    ).toBe(403);
    const allowed = await toPortfolio();
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).toMatchObject({ id: first.id, inPortfolio: true });
    const page = await (
      await pair.realtor.client.get(`/api/photographers/${pair.photographer.account.id}`)
    ).json();
    expect((page.portfolio as PortfolioImage[]).length).toBe(1);
    const [row] = await t.deps.db
      .select()
      .from(bookingPhotos)
      .where(eq(bookingPhotos.id, first.id));
    expect(row?.inPortfolio).toBe(true);
  });
});

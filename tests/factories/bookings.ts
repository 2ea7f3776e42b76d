import { photographers } from "../../src/server/platform/db/schema";
import type { BookingSummary } from "../../src/shared/bookings";
import type { TestApp } from "../setup/test-app";
import type { TestClient } from "../setup/test-client";
import { fresh, utcDay } from "./conversations";
import { createProperty } from "./properties";
import { signedInClient } from "./users";

type Person = { client: TestClient; account: { id: string; email: string } };

export interface BookingPair {
  realtor: Person;
  photographer: Person;
  listingId: string;
}

/** A signed-in realtor with a listing, and a signed-in photographer the directory shows. */
export async function bookingPair(
  t: TestApp,
  options: { listed?: boolean } = {},
): Promise<BookingPair> {
  const realtor = await signedInClient(t, { role: "realtor", name: "Rita Realtor" });
  const photographer = await signedInClient(t, { role: "photographer", name: "Pia Photographer" });
  await t.deps.db.insert(photographers).values({
    userId: photographer.account.id,
    specialty: "Real Estate Photography",
    listed: options.listed ?? true,
  });
  const listing = await createProperty(t, { realtorId: realtor.account.id, title: "Elm House" });
  return { realtor, photographer, listingId: listing.id };
}

/** The body of a booking `offset` days ahead, for the pair's photographer and listing. */
export const bookingBody = (pair: BookingPair, overrides: Record<string, unknown> = {}) => ({
  photographerId: pair.photographer.account.id,
  listingId: pair.listingId,
  date: utcDay(3),
  window: "morning",
  services: ["photos", "drone"],
  note: "Keys are with the neighbour.",
  ...overrides,
});

/** The realtor books the photographer; fails the test unless the booking is stored. */
export async function bookIn(pair: BookingPair, overrides: Record<string, unknown> = {}) {
  const response = await pair.realtor.client.post(
    "/api/bookings",
    bookingBody(pair, overrides),
    fresh(),
  );
  if (response.status !== 201) {
    throw new Error(`booking failed: ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as BookingSummary;
}

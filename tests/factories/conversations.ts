import type { TestApp } from "../setup/test-app";
import type { TestClient } from "../setup/test-client";
import { createProperty } from "./properties";
import { signedInClient } from "./users";

export const utcDay = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

let addressCounter = 0;
/** A fresh client address per write, so per-address limits never answer for a test. */
export const fresh = () => ({
  headers: { "x-forwarded-for": `198.51.100.${++addressCounter % 250}` },
});

export interface ThreadPair {
  member: { client: TestClient; account: { id: string; email: string } };
  realtor: { client: TestClient; account: { id: string; email: string } };
  listingId: string;
  conversationId: string;
}

/**
 * A signed-in member and realtor with a listing of the realtor's and the thread the member's
 * Contact Agent message opened.
 */
export async function startThread(
  t: TestApp,
  options: { memberName?: string; realtorName?: string; title?: string } = {},
): Promise<ThreadPair> {
  const realtor = await signedInClient(t, {
    role: "realtor",
    name: options.realtorName ?? "Rita Realtor",
  });
  const member = await signedInClient(t, { name: options.memberName ?? "Mia Member" });
  const listing = await createProperty(t, {
    realtorId: realtor.account.id,
    ...(options.title ? { title: options.title } : {}),
  });
  const response = await member.client.post(
    `/api/properties/${listing.id}/inquiries`,
    { name: "Mia Member", email: member.account.email, message: "Is it still available?" },
    fresh(),
  );
  if (response.status !== 201) throw new Error(`contact failed: ${response.status}`);
  const { conversationId } = (await response.json()) as { conversationId: string };
  return { member, realtor, listingId: listing.id, conversationId };
}

/** A tour the member requests in their thread, for `offset` days ahead. */
export async function requestTourIn(pair: ThreadPair, offset = 3, window = "morning") {
  const response = await pair.member.client.post(
    `/api/properties/${pair.listingId}/tour-requests`,
    { date: utcDay(offset), window },
    fresh(),
  );
  if (response.status !== 201) throw new Error(`tour request failed: ${response.status}`);
  return (await response.json()) as { id: string; conversationId: string };
}

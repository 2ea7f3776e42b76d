import type { TestApp } from "../setup/test-app";
import { fresh, requestTourIn, startThread, type ThreadPair } from "./conversations";

/** A member and realtor whose tour the realtor accepted: the member may review the realtor. */
export async function acceptedTour(
  t: TestApp,
  options: Parameters<typeof startThread>[1] = {},
): Promise<ThreadPair & { tourId: string }> {
  const pair = await startThread(t, options);
  const tour = await requestTourIn(pair);
  const accepted = await pair.realtor.client.post(`/api/tours/${tour.id}/accept`, {}, fresh());
  if (accepted.status !== 200) throw new Error(`accept failed: ${accepted.status}`);
  return { ...pair, tourId: tour.id };
}

/** The member's review of the tour's realtor, as the API answers it. */
export function reviewTour(
  side: ThreadPair["member"],
  tourId: string,
  review: { stars?: unknown; text?: unknown } = {},
) {
  return side.client.post(
    "/api/reviews",
    { engagementKind: "tour", engagementId: tourId, stars: 5, text: "Showed us round.", ...review },
    fresh(),
  );
}

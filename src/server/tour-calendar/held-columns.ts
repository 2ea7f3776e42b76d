import type { HeldSlot } from "./tour-slots.service";

/** A held slot as tour_requests stores it: the day, the instants and the zone, no window. */
export const heldColumns = (held: HeldSlot) => ({
  tourDate: held.tourDate,
  timeWindow: null,
  startsAt: held.startsAt,
  endsAt: held.endsAt,
  timeZone: held.timeZone,
});

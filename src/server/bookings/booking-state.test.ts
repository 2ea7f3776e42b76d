import { describe, expect, it } from "vitest";
import { allowedBookingActions, nextBookingStatus } from "./booking-state";

describe("the booking state machine", () => {
  it("lets the photographer answer a request and the realtor only cancel it", () => {
    expect(allowedBookingActions("requested", "photographer", false)).toEqual([
      "accept",
      "decline",
      "propose",
      "cancel",
    ]);
    expect(allowedBookingActions("requested", "client", false)).toEqual(["cancel"]);
    expect(nextBookingStatus("requested", "client", "accept", false)).toBeNull();
  });

  it("hands a proposal to the realtor", () => {
    expect(nextBookingStatus("proposed", "client", "accept", false)).toBe("accepted");
    expect(nextBookingStatus("proposed", "photographer", "accept", false)).toBeNull();
    expect(nextBookingStatus("proposed", "photographer", "propose", false)).toBe("proposed");
  });

  it("settles declined, cancelled and delivered bookings, and any once the day is past", () => {
    for (const status of ["declined", "cancelled", "delivered", "completed"] as const) {
      expect(allowedBookingActions(status, "client", false)).toEqual([]);
      expect(allowedBookingActions(status, "photographer", false)).toEqual([]);
    }
    expect(nextBookingStatus("requested", "photographer", "accept", true)).toBeNull();
  });
});

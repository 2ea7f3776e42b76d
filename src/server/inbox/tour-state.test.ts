import { describe, expect, it } from "vitest";
import { allowedTourActions, nextTourStatus } from "./tour-state";

describe("the tour state machine", () => {
  it("lets the realtor accept, decline or propose a request, and the member only cancel it", () => {
    expect(nextTourStatus("requested", "realtor", "accept", false)).toBe("accepted");
    expect(nextTourStatus("requested", "realtor", "decline", false)).toBe("declined");
    expect(nextTourStatus("requested", "realtor", "propose", false)).toBe("proposed");
    expect(nextTourStatus("requested", "member", "accept", false)).toBeNull();
    expect(allowedTourActions("requested", "member", false)).toEqual(["cancel"]);
  });

  it("gives a proposal to the member to accept or decline", () => {
    expect(nextTourStatus("proposed", "member", "accept", false)).toBe("accepted");
    expect(nextTourStatus("proposed", "member", "decline", false)).toBe("declined");
    expect(nextTourStatus("proposed", "realtor", "accept", false)).toBeNull();
    expect(allowedTourActions("proposed", "realtor", false)).toEqual(["propose", "cancel"]);
  });

  it("lets either side cancel an accepted tour, and nothing change a closed or past one", () => {
    expect(nextTourStatus("accepted", "member", "cancel", false)).toBe("cancelled");
    expect(nextTourStatus("accepted", "realtor", "cancel", false)).toBe("cancelled");
    expect(nextTourStatus("accepted", "realtor", "propose", false)).toBeNull();
    for (const status of ["declined", "cancelled"] as const) {
      expect(allowedTourActions(status, "member", false)).toEqual([]);
      expect(allowedTourActions(status, "realtor", false)).toEqual([]);
    }
    expect(nextTourStatus("accepted", "member", "cancel", true)).toBeNull();
    expect(allowedTourActions("requested", "realtor", true)).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import type { MyAccessRequest } from "@/shared/schemas/access-requests";
import { pendingTypes, requestTimeline } from "./request-state";

function request(overrides: Partial<MyAccessRequest>): MyAccessRequest {
  return {
    id: "r1",
    requestType: "realtor",
    status: "pending",
    fullName: "Jane Doe",
    details: {},
    createdAt: "2025-01-05T12:00:00.000Z",
    decidedAt: null,
    ...overrides,
  };
}

const noStatus = { realtorRequestStatus: null, photographerRequestStatus: null };

describe("pendingTypes", () => {
  it("holds the types with a pending request", () => {
    const requests = [
      request({ requestType: "photographer", status: "rejected" }),
      request({ requestType: "realtor", status: "pending" }),
    ];
    expect([...pendingTypes(requests, noStatus)]).toEqual(["realtor"]);
  });

  it("trusts the profile's status while the list is not there yet", () => {
    expect([
      ...pendingTypes(undefined, { ...noStatus, photographerRequestStatus: "pending" }),
    ]).toEqual(["photographer"]);
    expect(pendingTypes([], null).size).toBe(0);
  });
});

describe("requestTimeline", () => {
  it("gives the submission date, and the decision with its date", () => {
    expect(requestTimeline(request({}))).toBe("Submitted Jan 5, 2025");
    expect(
      requestTimeline(request({ status: "approved", decidedAt: "2025-01-07T12:00:00.000Z" })),
    ).toBe("Submitted Jan 5, 2025 · Approved Jan 7, 2025");
    expect(
      requestTimeline(request({ status: "rejected", decidedAt: "2025-02-01T12:00:00.000Z" })),
    ).toBe("Submitted Jan 5, 2025 · Rejected Feb 1, 2025");
  });
});

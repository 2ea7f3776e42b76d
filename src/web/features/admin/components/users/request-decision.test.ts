import { describe, expect, it } from "vitest";
import { ApiClientError } from "@/web/lib/api-client";
import { decisionFailureTitle, decisionSuccess } from "./request-decision";

describe("decisionFailureTitle", () => {
  it("names the action, the type and the HTTP status", () => {
    const error = new ApiClientError(409, "CONFLICT", "This request has already been approved.");
    expect(decisionFailureTitle("approve", "realtor", error)).toBe(
      "Failed to approve realtor request (409)",
    );
    expect(decisionFailureTitle("reject", "photographer", new Error("x"))).toBe(
      "Failed to reject photographer request (0)",
    );
  });
});

describe("decisionSuccess", () => {
  it("uses the documented titles", () => {
    expect(decisionSuccess("approve", "realtor", "Ann").title).toBe("Request Approved");
    expect(decisionSuccess("reject", "realtor", "Ann").title).toBe("Request Rejected");
  });
});

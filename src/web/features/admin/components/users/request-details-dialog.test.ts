import { describe, expect, it } from "vitest";
import type { AdminAccessRequestRow } from "@/shared/admin-users";
import { requestDetailRows } from "./request-details-dialog";

const base = { fullName: "Ann Lee", details: {} } as AdminAccessRequestRow;

describe("requestDetailRows", () => {
  it("lists a realtor request's brokerage fields", () => {
    const request = {
      ...base,
      requestType: "realtor",
      details: { brokerageName: "Acme", brokerageEmail: "a@acme.test", licenseNumber: "L-123" },
    } as AdminAccessRequestRow;
    expect(requestDetailRows(request)).toEqual([
      ["Full Name", "Ann Lee"],
      ["Brokerage Name", "Acme"],
      ["Brokerage Email", "a@acme.test"],
      ["License Number", "L-123"],
    ]);
  });

  it("lists a photographer request's company fields, dashes for missing ones", () => {
    const request = { ...base, requestType: "photographer", details: { companyName: "Snap" } };
    expect(requestDetailRows(request as AdminAccessRequestRow)).toEqual([
      ["Full Name", "Ann Lee"],
      ["Company Name", "Snap"],
      ["Company Website", "—"],
    ]);
  });
});

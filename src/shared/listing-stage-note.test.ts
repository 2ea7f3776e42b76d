import { describe, expect, it } from "vitest";
import { priceCutNote } from "./listing-stage-note";

const listing = (status: "active" | "pending" | "closed", cut: number | null) => ({
  offer: "sale" as const,
  status,
  expectedOn: null,
  closedOn: null,
  closedPrice: null,
  priceCut: cut === null ? null : { amount: cut, at: "2026-11-20T15:04:00.000Z" },
});

describe("priceCutNote", () => {
  it("names the latest cut and its day beside the price", () => {
    expect(priceCutNote(listing("active", 14_000))).toBe("Cut $14,000 on Nov 20, 2026");
    expect(priceCutNote(listing("pending", 5_000))).toBe("Cut $5,000 on Nov 20, 2026");
  });

  it("says nothing without a cut, or once the home has closed", () => {
    expect(priceCutNote(listing("active", null))).toBeNull();
    expect(priceCutNote(listing("closed", 14_000))).toBeNull();
  });
});

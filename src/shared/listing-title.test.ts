import { describe, expect, it } from "vitest";
import { listingDocumentTitle } from "./listing-title";

const alder = {
  address: "5127 SE Alder Grove Ave",
  city: "Portland",
  state: "OR",
  zip: "97215",
  price: 689_000,
  offer: "sale",
  status: "active",
  closedPrice: null,
} as const;

describe("listingDocumentTitle", () => {
  it("names the home by address, city, price and status", () => {
    expect(listingDocumentTitle(alder)).toBe(
      "5127 SE Alder Grove Ave, Portland, OR 97215 · $689,000 · For sale",
    );
  });

  it("keeps the address as stored, without shortening street words", () => {
    const avenue = { ...alder, address: "12 Maple Avenue", price: 1_250_000 };
    expect(listingDocumentTitle(avenue)).toBe(
      "12 Maple Avenue, Portland, OR 97215 · $1,250,000 · For sale",
    );
  });

  it("says a rent by the month, and a closed home's stage and closing price", () => {
    expect(listingDocumentTitle({ ...alder, offer: "rent", price: 2_400 })).toBe(
      "5127 SE Alder Grove Ave, Portland, OR 97215 · $2,400/mo · For rent",
    );
    expect(listingDocumentTitle({ ...alder, status: "closed", closedPrice: 702_000 })).toBe(
      "5127 SE Alder Grove Ave, Portland, OR 97215 · $702,000 · Sold",
    );
    expect(listingDocumentTitle({ ...alder, status: "pending" })).toBe(
      "5127 SE Alder Grove Ave, Portland, OR 97215 · $689,000 · Pending",
    );
  });
});

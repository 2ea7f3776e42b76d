import { describe, expect, it } from "vitest";
import { listingDocumentTitle } from "./listing-title";

const alder = {
  address: "5127 SE Alder Grove Ave",
  city: "Portland",
  state: "OR",
  zip: "97215",
  price: 689_000,
};

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
});

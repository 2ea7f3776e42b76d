import { describe, expect, it } from "vitest";
import { listingDetail } from "../../../../tests/components/fixtures/listings";
import { listingJsonLd } from "./listing-json-ld";

const offerOf = (overrides: Parameters<typeof listingDetail>[0]) =>
  listingJsonLd(listingDetail(overrides), "https://homes.example").offers;

describe("listingJsonLd", () => {
  it("offers a home for sale in stock, a sold one sold out at its closing price", () => {
    expect(offerOf({ price: 450_000 })).toEqual({
      "@type": "Offer",
      price: 450_000,
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
    });
    expect(
      offerOf({ status: "closed", closedPrice: 460_000, closedOn: "2026-11-20" }),
    ).toMatchObject({ price: 460_000, availability: "https://schema.org/SoldOut" });
  });

  it("prices a rent by the month", () => {
    expect(offerOf({ offer: "rent", price: 2_400 })).toMatchObject({
      priceSpecification: { price: 2_400, unitCode: "MON" },
    });
  });
});

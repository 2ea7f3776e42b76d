import { describe, expect, it } from "vitest";
import type { ManagedPropertyDetail } from "@/shared/manage-properties";
import { propertyFieldsSchema } from "@/shared/schemas/property-form";
import {
  coordinateText,
  EMPTY_PROPERTY_FORM,
  formPosition,
  propertyFormFields,
  propertyFormInput,
  samePosition,
  splitLines,
} from "./property-form-values";

const detail = {
  id: "0f8fad5b-d9cb-469f-a165-70867728950e",
  title: "Lake House",
  price: 1250000,
  address: "12 Shore Road",
  city: "Austin",
  state: "TX",
  zip: "78701",
  bedrooms: 4,
  bathrooms: 2.5,
  squareFeet: 2400,
  propertyType: "House",
  isFeatured: true,
  createdAt: "2026-01-01T00:00:00.000Z",
  latitude: 41.88,
  longitude: -87.63,
  image: null,
  priceCut: null,
  offer: "sale",
  status: "active",
  expectedOn: null,
  closedPrice: null,
  closedOn: null,
  priceHistory: [],
  statusHistory: [],
  listedAt: "2026-01-01T00:00:00.000Z",
  daysOnMarket: 10,
  hoaDues: null,
  rental: null,
  reels: [],
  nextOpenHouse: null,
  openHouses: [],
  description: "A quiet house by the lake.",
  amenities: ["Pool", "Garden"],
  yearBuilt: 1998,
  lotSizeAcres: null,
  stories: 2,
  garageSpaces: null,
  condition: null,
  interiorFeatures: ["Fireplace", "Wood floors"],
  exteriorFeatures: [],
  communityFeatures: [],
  nearbyAmenities: [{ name: "Lake Park", distance: "0.3 mi" }],
  images: [],
  contact: { kind: "site", name: "HomeScope", email: null },
  assignedRealtor: { id: "realtor-1", name: "Rita Realtor" },
  photoCredit: null,
} satisfies ManagedPropertyDetail;

describe("property form values", () => {
  it("fills the edit dialog from a listing", () => {
    const fields = propertyFormFields(detail);
    expect(fields.price).toBe("1,250,000");
    expect(fields.bathrooms).toBe("2.5");
    expect(fields.yearBuilt).toBe("1998");
    expect(fields.lotSizeAcres).toBe("");
    expect(fields.interiorFeatures).toBe("Fireplace\nWood floors");
    expect(fields.realtorId).toBe("realtor-1");
  });

  it("sends no realtor as null", () => {
    expect(propertyFormInput(EMPTY_PROPERTY_FORM).realtorId).toBeNull();
  });

  it("reads the typed position for the pin only when both coordinates are in range", () => {
    expect(formPosition("30.2672", "-97.7431")).toEqual({ latitude: 30.2672, longitude: -97.7431 });
    expect(formPosition("", "-97.7431")).toBeNull();
    expect(formPosition("91", "0")).toBeNull();
    expect(formPosition("abc", "1")).toBeNull();
    expect(coordinateText(-97.12345678)).toBe("-97.123457");
  });

  it("sends the position as numbers, and none while unset (the server places it by its ZIP)", () => {
    expect(propertyFormInput(propertyFormFields(detail))).toMatchObject({
      latitude: 41.88,
      longitude: -87.63,
    });
    const unsetInput = propertyFormInput(EMPTY_PROPERTY_FORM);
    expect(unsetInput.latitude).toBeUndefined();
    expect(unsetInput.longitude).toBeUndefined();
    const unset = propertyFieldsSchema.omit({ images: true }).safeParse(unsetInput);
    expect(unset.error?.issues.some((issue) => issue.path[0] === "latitude")).toBe(false);
  });

  it("tells apart the same spot from another, as the inputs show them", () => {
    const spot = { latitude: 30.2428, longitude: -97.7658 };
    expect(samePosition(spot, { latitude: 30.24280004, longitude: -97.7658 })).toBe(true);
    expect(samePosition(spot, { latitude: 30.2429, longitude: -97.7658 })).toBe(false);
    expect(samePosition(spot, null)).toBe(false);
  });

  it("round-trips through the shared schema", () => {
    const input = propertyFormInput(propertyFormFields(detail));
    const parsed = propertyFieldsSchema.omit({ images: true }).parse(input);
    expect(parsed).toMatchObject({
      price: 1250000,
      bathrooms: 2.5,
      lotSizeAcres: null,
      condition: null,
      interiorFeatures: ["Fireplace", "Wood floors"],
      nearbyAmenities: [{ name: "Lake Park", distance: "0.3 mi" }],
      realtorId: "realtor-1",
    });
  });

  it("drops blank lines and blank amenity rows, keeps half-filled rows for the schema", () => {
    expect(splitLines(" Deck \n\n  \nPatio")).toEqual(["Deck", "Patio"]);
    const input = propertyFormInput({
      ...EMPTY_PROPERTY_FORM,
      nearbyAmenities: [
        { name: " ", distance: "" },
        { name: "School", distance: "" },
      ],
    });
    expect(input.nearbyAmenities).toEqual([{ name: "School", distance: "" }]);
  });

  it("an empty form gets the documented messages", () => {
    const result = propertyFieldsSchema
      .omit({ images: true })
      .safeParse(propertyFormInput(EMPTY_PROPERTY_FORM));
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        "Title must be at least 2 characters.",
        "Description must be at least 10 characters.",
        "Price is required",
        "Address must be at least 5 characters.",
        "Bedrooms must be a positive integer.",
        "Bathrooms must be positive.",
        "Square feet must be a positive integer.",
      ]),
    );
  });
});

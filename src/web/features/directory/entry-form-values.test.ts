import { describe, expect, it } from "vitest";
import type { PhotographerEntry, RealtorEntry } from "@/shared/directory";
import {
  issueField,
  photographerFormValues,
  realtorFormSchema,
  realtorFormValues,
  realtorUpdate,
  splitLanguages,
} from "./entry-form-values";

const realtor: RealtorEntry = {
  title: null,
  company: "Hearth Realty",
  brokerageEmail: "office@hearth.test",
  licenseNumber: "TX-123",
  bio: null,
  location: "Austin, TX",
  phone: null,
  contactEmail: null,
  website: null,
  specialties: ["Family"],
  languages: ["English", "Spanish"],
  listed: true,
  rating: null,
  reviewCount: 0,
  updatedAt: "2026-01-01T00:00:00.000Z",
};

describe("splitLanguages", () => {
  it("trims and drops empty names", () => {
    expect(splitLanguages(" English, Spanish ,, French ,")).toEqual([
      "English",
      "Spanish",
      "French",
    ]);
    expect(splitLanguages("  ")).toEqual([]);
  });
});

describe("realtor form", () => {
  it("starts from the entry with empty text for missing values", () => {
    expect(realtorFormValues(realtor)).toMatchObject({
      title: "",
      company: "Hearth Realty",
      languages: "English, Spanish",
      specialties: ["Family"],
      listed: true,
    });
  });

  it("sends languages as a list and cleared fields as null", () => {
    const parsed = realtorFormSchema.parse({
      ...realtorFormValues(realtor),
      languages: "English, Spanish, English",
      location: "  ",
    });
    expect(parsed.languages).toEqual(["English", "Spanish"]);
    expect(parsed.location).toBeNull();
  });

  it("sends the fields as typed, with languages as a list", () => {
    const update = realtorUpdate({ ...realtorFormValues(realtor), languages: "English,  Greek" });
    expect(update.languages).toEqual(["English", "Greek"]);
    expect(update.title).toBe("");
    expect(update.company).toBe("Hearth Realty");
  });

  it("refuses more than ten languages with the server's message", () => {
    const names = Array.from({ length: 11 }, (_, index) => `Language ${index}`).join(", ");
    const result = realtorFormSchema.safeParse({ ...realtorFormValues(realtor), languages: names });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("List at most 10 languages");
  });
});

describe("photographer form", () => {
  it("starts from the entry", () => {
    const entry: PhotographerEntry = {
      specialty: "Aerial & Drone Photography",
      company: null,
      bio: "Above it all.",
      location: null,
      phone: null,
      contactEmail: null,
      website: "https://example.test",
      experience: "8 years",
      priceRange: null,
      specialties: ["Aerial", "Drone"],
      listed: false,
      rating: 4.8,
      reviewCount: 64,
      portfolio: [],
      updatedAt: "2026-01-01T00:00:00.000Z",
    };
    expect(photographerFormValues(entry)).toMatchObject({
      specialty: "Aerial & Drone Photography",
      company: "",
      priceRange: "",
      website: "https://example.test",
      specialties: ["Aerial", "Drone"],
      listed: false,
    });
  });
});

describe("issueField", () => {
  it("maps an element's issue to its field", () => {
    expect(issueField("languages.2")).toBe("languages");
    expect(issueField("website")).toBe("website");
  });
});

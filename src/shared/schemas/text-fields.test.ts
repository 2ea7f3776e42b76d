import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { photographerAccessSchema, realtorAccessSchema } from "./access-requests";
import { siteSettingsSchema } from "./admin-overview";
import { adminUserUpdateSchema } from "./admin-users";
import { signUpSchema } from "./auth";
import { blogCategoryNameSchema, blogPostInputSchema } from "./blog";
import { photographerEntryUpdateSchema, realtorEntryUpdateSchema } from "./directory";
import { contactAgentSchema } from "./inquiries";
import { reelUploadFieldsSchema } from "./manage-reels";
import { profileUpdateSchema } from "./profile";
import { propertyFormSchema } from "./property-form";
import { saveSearchSchema, updateSavedSearchSchema } from "./saved-searches";
import { sitePageSchema } from "./site-pages";
import { singleLine } from "./text-fields";

const name = singleLine("Name");
const refusal = (label: string) => `${label} cannot contain line breaks or control characters`;

describe("singleLine", () => {
  it.each([
    ["a line feed", "Ann\nLee"],
    ["a carriage return", "Ann\rLee"],
    ["a tab", "Ann\tLee"],
    ["a next-line character", "Ann\u0085Lee"],
    ["a line separator", "Ann\u2028Lee"],
    ["a paragraph separator", "Ann\u2029Lee"],
    ["a NUL", "Ann\u0000Lee"],
    ["a bell", "Ann\u0007Lee"],
    ["a delete", "Ann\u007fLee"],
  ])("refuses %s with the field's message", (_, value) => {
    const parsed = name.safeParse(value);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([refusal("Name")]);
  });

  it("keeps letters, marks, symbols and spaces of any script, trimmed", () => {
    expect(name.parse("  Zoë O'Brien-李 🏠 ")).toBe("Zoë O'Brien-李 🏠");
    // A line break at either end is trimmed away like a space, not refused.
    expect(name.parse("Ann Lee\r\n")).toBe("Ann Lee");
  });
});

const PROPERTY = {
  title: "Garden house",
  description: "A quiet home with a garden.",
  price: 350_000,
  address: "12 Elm Street",
  city: "Austin",
  state: "TX",
  zip: "78701",
  latitude: 30.27,
  longitude: -97.74,
  bedrooms: 2,
  bathrooms: 1,
  squareFeet: 900,
  propertyType: "House",
  condition: "Good",
  interiorFeatures: ["Fireplace"],
  nearbyAmenities: [{ name: "Park", distance: "1 mi" }],
  images: [{ uploadId: "6f1c2a5e-4b8d-4c1e-9a7b-2d3e4f5a6b7c", label: "Front" }],
};

/** Each one-line field of the app's forms: its schema, a valid value around it, and its label. */
const FIELDS: [string, z.ZodType, Record<string, unknown>, (string | number)[], string][] = [
  [
    "sign-up",
    signUpSchema,
    { name: "Ann Lee", email: "ann@example.test", password: "correct-horse" },
    ["name"],
    "Full name",
  ],
  ["profile", profileUpdateSchema, {}, ["name"], "Name"],
  ["profile", profileUpdateSchema, {}, ["streetAddress"], "Street address"],
  ["profile", profileUpdateSchema, {}, ["city"], "City"],
  ["profile", profileUpdateSchema, {}, ["state"], "State"],
  ["profile", profileUpdateSchema, {}, ["zipCode"], "ZIP code"],
  ["admin's user dialog", adminUserUpdateSchema, {}, ["name"], "Name"],
  ["realtor entry", realtorEntryUpdateSchema, {}, ["company"], "Company"],
  ["realtor entry", realtorEntryUpdateSchema, {}, ["location"], "Location"],
  ["realtor entry", realtorEntryUpdateSchema, {}, ["title"], "Title"],
  ["realtor entry", realtorEntryUpdateSchema, { languages: ["x"] }, ["languages", 0], "A language"],
  ["photographer entry", photographerEntryUpdateSchema, {}, ["specialty"], "Specialty"],
  ["photographer entry", photographerEntryUpdateSchema, {}, ["experience"], "Experience"],
  ["photographer entry", photographerEntryUpdateSchema, {}, ["priceRange"], "Price range"],
  ...(["fullName", "brokerageName", "licenseNumber"] as const).map(
    (field, index): (typeof FIELDS)[number] => [
      "realtor access",
      realtorAccessSchema,
      {
        fullName: "Ann Lee",
        brokerageName: "Acme Realty",
        brokerageEmail: "office@example.test",
        licenseNumber: "TX-12345",
      },
      [field],
      ["Full name", "Brokerage name", "License number"][index] ?? "",
    ],
  ),
  [
    "photographer access",
    photographerAccessSchema,
    { fullName: "Ann Lee", companyName: "Lens Co", companyWebsite: "https://lens.example" },
    ["companyName"],
    "Company name",
  ],
  ["blog post", blogPostInputSchema, { title: "T", content: "C" }, ["title"], "Title"],
  ["blog post", blogPostInputSchema, { title: "T", content: "C" }, ["authorTitle"], "Author title"],
  [
    "blog post",
    blogPostInputSchema,
    { title: "T", content: "C", tags: ["x"] },
    ["tags", 0],
    "Tag names",
  ],
  [
    "blog post",
    blogPostInputSchema,
    { title: "T", content: "C", categories: ["x"] },
    ["categories", 0],
    "Category names",
  ],
  ["blog category", blogCategoryNameSchema, { name: "News" }, ["name"], "Category name"],
  [
    "site settings",
    siteSettingsSchema,
    { siteName: "S", contactEmail: null },
    ["siteName"],
    "Site name",
  ],
  ["reel", reelUploadFieldsSchema, { title: "Tour" }, ["title"], "Title"],
  [
    "Contact Agent",
    contactAgentSchema,
    { name: "Ann", email: "ann@example.test", message: "Hello" },
    ["name"],
    "Name",
  ],
  ["site page", sitePageSchema, { title: "About", body: "Text" }, ["title"], "Title"],
  ["saved search", saveSearchSchema, { query: "q=austin" }, ["name"], "Name"],
  ["saved search rename", updateSavedSearchSchema, {}, ["name"], "Name"],
  ["listing", propertyFormSchema, PROPERTY, ["title"], "Title"],
  ["listing", propertyFormSchema, PROPERTY, ["address"], "Address"],
  ["listing", propertyFormSchema, PROPERTY, ["city"], "City"],
  ["listing", propertyFormSchema, PROPERTY, ["condition"], "Condition"],
  ["listing", propertyFormSchema, PROPERTY, ["interiorFeatures", 0], "Interior features"],
  ["listing", propertyFormSchema, PROPERTY, ["images", 0, "label"], "Labels"],
  ["listing", propertyFormSchema, PROPERTY, ["nearbyAmenities", 0, "name"], "Names"],
  ["listing", propertyFormSchema, PROPERTY, ["nearbyAmenities", 0, "distance"], "Distances"],
];

/** `value` with `text` at `path`, the rest copied. */
function withText(value: Record<string, unknown>, path: (string | number)[], text: string) {
  const copy = structuredClone(value);
  let at: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[path.at(-1) ?? ""] = text;
  return copy;
}

const ROWS = FIELDS.map(([form, schema, valid, path, label]) => ({
  form,
  schema,
  valid,
  path,
  label,
  field: path.join("."),
}));

describe("every one-line field of the forms and the API", () => {
  it.each(ROWS)("$form: $field refuses a line break", ({ schema, valid, path, label }) => {
    expect(schema.safeParse(withText(valid, path, "Plain text")).success).toBe(true);
    const parsed = schema.safeParse(withText(valid, path, "Two\r\nlines"));
    expect(parsed.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path, message: refusal(label) },
    ]);
  });
});

describe("signUpSchema", () => {
  it("refuses a picture link: avatars are uploaded from the profile", () => {
    const parsed = signUpSchema.safeParse({
      name: "Ann Lee",
      email: "ann@example.test",
      password: "correct-horse",
      image: "javascript:alert(1)",
    });
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      'Unrecognized key: "image"',
    ]);
  });

  it("takes the e-mailed link's landing page the form sends", () => {
    const body = {
      name: "Ann Lee",
      email: "ann@example.test",
      password: "correct-horse",
      callbackURL: "/email-verified?returnTo=%2Fsaved",
    };
    expect(signUpSchema.parse(body)).toEqual(body);
  });
});

import { describe, expect, it } from "vitest";
import type { MyProfile } from "@/shared/schemas/profile";
import {
  changedFields,
  profileFormResolver,
  tabOfFields,
  toFormValues,
} from "./profile-form-values";

const profile: MyProfile = {
  id: "u1",
  email: "jane@example.com",
  emailVerified: true,
  name: "Jane Doe",
  username: "jane",
  role: "user",
  avatarUrl: null,
  phoneNumber: null,
  streetAddress: null,
  city: "Austin",
  state: null,
  zipCode: null,
  bio: null,
  socialMedia: { twitter: "jd" },
  themePreference: "system",
  languagePreference: "en",
  displayNameFormat: "full_name",
  emailFrequency: "daily",
  notificationSettings: { emailNotifications: true, propertyAlerts: true, marketingEmails: false },
  realtorRequestStatus: null,
  photographerRequestStatus: null,
  updatedAt: "2025-01-01T00:00:00.000Z",
};

const baseline = toFormValues(profile);

async function resolve(values: ReturnType<typeof toFormValues>) {
  const resolver = profileFormResolver(() => baseline);
  return resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
}

describe("changedFields", () => {
  it("is empty when nothing changed", () => {
    expect(changedFields(baseline, baseline)).toEqual({});
  });

  it("holds only the edited fields, and all handles when one changed", () => {
    const values = {
      ...baseline,
      city: "Dallas",
      socialMedia: { ...baseline.socialMedia, instagram: " @Some Name " },
    };
    expect(changedFields(values, baseline)).toEqual({
      city: "Dallas",
      socialMedia: { instagram: " @Some Name ", facebook: "", linkedin: "", twitter: "jd" },
    });
  });
});

describe("profileFormResolver", () => {
  it("cleans what is sent: phone digits, handles, empty handles dropped", async () => {
    const result = await resolve({
      ...baseline,
      phoneNumber: "(555) 123-4567",
      socialMedia: { instagram: " @Some Name ", facebook: "", linkedin: "", twitter: "" },
    });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      phoneNumber: "5551234567",
      socialMedia: { instagram: "somename" },
    });
  });

  it("does not check a field left alone, but refuses a bad edited one", async () => {
    const untouched = await resolve(toFormValues({ ...profile, username: null }));
    expect(untouched.values).toEqual({});
    const edited = await resolve({ ...baseline, username: "x" });
    expect(edited.errors.username?.message).toBe(
      "Username must be 3-30 letters, numbers, dots, dashes or underscores",
    );
  });

  it("reports a bad handle under its own field", async () => {
    const result = await resolve({
      ...baseline,
      socialMedia: { ...baseline.socialMedia, facebook: "no/slashes" },
    });
    expect(result.errors.socialMedia?.facebook?.message).toBe(
      "Use letters, numbers, dots, dashes or underscores",
    );
  });
});

describe("tabOfFields", () => {
  it("finds the tab of a field path", () => {
    expect(tabOfFields(["socialMedia.facebook"])).toBe("social");
    expect(tabOfFields(["displayNameFormat"])).toBe("preferences");
    expect(tabOfFields(["username", "displayNameFormat"])).toBe("personal");
    expect(tabOfFields(["avatar"])).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import type { AdminUserDetail } from "@/shared/admin-users";
import { profileFormDefaults, profileUpdateBody } from "./profile-form-values";

const user = {
  name: "Ann Lee",
  username: null,
  phoneNumber: "5551234567",
  streetAddress: null,
  city: "Austin",
  state: null,
  zipCode: null,
  role: "user",
} as AdminUserDetail;

describe("profileUpdateBody", () => {
  const initial = profileFormDefaults(user);

  it("is empty when nothing changed", () => {
    expect(profileUpdateBody(initial, { ...initial })).toEqual({});
  });

  it("holds only the changed fields", () => {
    const body = profileUpdateBody(initial, {
      ...initial,
      phoneNumber: "5559876543",
      role: "realtor",
    });
    expect(body).toEqual({ phoneNumber: "5559876543", role: "realtor" });
  });

  it("sends a cleared field as empty text so the server clears it", () => {
    expect(profileUpdateBody(initial, { ...initial, city: "" })).toEqual({ city: "" });
  });
});

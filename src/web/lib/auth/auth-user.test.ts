import { describe, expect, it } from "vitest";
import type { MyProfile } from "@/shared/schemas/profile";
import { nameOrEmail, toAuthUser } from "./auth-user";

const viewer = { id: "u1", name: "Jane Doe", role: "realtor", avatarUrl: "/media/a.webp" } as const;

describe("toAuthUser", () => {
  it("is the session's user, without e-mail or profile, while the profile is being read", () => {
    expect(toAuthUser(viewer, undefined)).toEqual({
      ...viewer,
      email: null,
      username: null,
      profile: null,
    });
  });

  it("falls back to role user without a profile", () => {
    expect(toAuthUser(viewer, null)).toEqual({
      id: "u1",
      name: "Jane Doe",
      role: "user",
      avatarUrl: null,
      email: null,
      username: null,
      profile: null,
    });
  });

  it("takes name, role, avatar and e-mail from the profile", () => {
    const profile = {
      id: "u1",
      email: "jane.doe@example.com",
      name: "Jane D.",
      username: "jane",
      role: "realtor",
      avatarUrl: null,
    } as MyProfile;
    expect(toAuthUser(viewer, profile)).toEqual({
      id: "u1",
      name: "Jane D.",
      username: "jane",
      role: "realtor",
      avatarUrl: null,
      email: "jane.doe@example.com",
      profile,
    });
  });
});

describe("nameOrEmail", () => {
  it("shows the name, else the e-mail", () => {
    expect(nameOrEmail({ name: "Jane", email: "j@example.com" })).toBe("Jane");
    expect(nameOrEmail({ name: "  ", email: "j@example.com" })).toBe("j@example.com");
  });
});

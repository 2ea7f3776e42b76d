import { describe, expect, it } from "vitest";
import type { MyProfile } from "@/shared/schemas/profile";
import { displayName, toAuthUser } from "./auth-user";

const sessionUser = { id: "u1", email: "jane.doe@example.com", name: "Jane Doe" };

describe("toAuthUser", () => {
  it("falls back to role user and the e-mail prefix without a profile", () => {
    expect(toAuthUser(sessionUser, null)).toEqual({
      id: "u1",
      email: "jane.doe@example.com",
      name: "jane.doe",
      username: null,
      role: "user",
      avatarUrl: null,
      profile: null,
    });
  });

  it("takes name, role and avatar from the profile", () => {
    const profile = {
      id: "u1",
      email: "jane.doe@example.com",
      name: "Jane Doe",
      username: "jane",
      role: "realtor",
      avatarUrl: "/media/avatars/u1.png",
    } as MyProfile;
    expect(toAuthUser(sessionUser, profile)).toMatchObject({
      name: "Jane Doe",
      username: "jane",
      role: "realtor",
      avatarUrl: "/media/avatars/u1.png",
      profile,
    });
  });
});

describe("displayName", () => {
  it("shows the name, else the e-mail", () => {
    expect(displayName({ name: "Jane", email: "j@example.com" })).toBe("Jane");
    expect(displayName({ name: "  ", email: "j@example.com" })).toBe("j@example.com");
  });
});

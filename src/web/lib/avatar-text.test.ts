import { describe, expect, it } from "vitest";
import { avatarText } from "./avatar-text";

describe("avatarText", () => {
  it("shows up to two initials, else U", () => {
    expect(avatarText("Jane Mary Doe")).toBe("JD");
    expect(avatarText("jane")).toBe("J");
    expect(avatarText("")).toBe("U");
    expect(avatarText(null)).toBe("U");
  });
});

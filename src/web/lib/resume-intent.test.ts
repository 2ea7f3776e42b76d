import { describe, expect, it } from "vitest";
import { parseResumeIntent, withIntent } from "./resume-intent";

const ID = "3f0c2a9e-8d4b-4c1a-9b7e-2f6d5a4c3b21";

describe("parseResumeIntent", () => {
  it("reads each action with its id", () => {
    expect(parseResumeIntent(`save:${ID}`)).toEqual({ action: "save", id: ID });
    expect(parseResumeIntent(`like:${ID}`)).toEqual({ action: "like", id: ID });
    expect(parseResumeIntent(`tour:${ID}`)).toEqual({ action: "tour", id: ID });
    expect(parseResumeIntent(`like-post:${ID}`)).toEqual({ action: "like-post", id: ID });
    expect(parseResumeIntent("save-search:this")).toEqual({ action: "save-search", id: "this" });
  });

  it("ignores anything else", () => {
    for (const value of [
      null,
      undefined,
      "",
      "save",
      "save:",
      `delete:${ID}`,
      `like-:${ID}`,
      `SAVE:${ID}`,
      `save:${ID}:extra`,
      "save:../admin",
      "save:a b",
      ` save:${ID}`,
      `save:${"a".repeat(65)}`,
    ]) {
      expect(parseResumeIntent(value), String(value)).toBeNull();
    }
  });
});

describe("withIntent", () => {
  it("adds the intent to the path's own query", () => {
    expect(withIntent("/property/1", { action: "save", id: ID })).toBe(
      `/property/1?intent=save%3A${ID}`,
    );
    expect(withIntent("/search?q=Austin", { action: "save", id: ID })).toBe(
      `/search?q=Austin&intent=save%3A${ID}`,
    );
  });

  it("replaces an intent already there, or drops it", () => {
    expect(withIntent(`/reels?reel=1&intent=like:${ID}`, { action: "like", id: "2" })).toBe(
      "/reels?reel=1&intent=like%3A2",
    );
    expect(withIntent(`/reels?reel=1&intent=like:${ID}`, null)).toBe("/reels?reel=1");
  });

  it("round-trips through the address", () => {
    const path = withIntent("/property/1", { action: "tour", id: ID });
    const value = new URL(path, "http://same.invalid").searchParams.get("intent");
    expect(parseResumeIntent(value)).toEqual({ action: "tour", id: ID });
  });
});

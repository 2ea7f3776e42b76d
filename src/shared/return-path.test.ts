import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./return-path";

describe("safeReturnPath", () => {
  it("keeps same-site paths with their query and hash", () => {
    expect(safeReturnPath("/")).toBe("/");
    expect(safeReturnPath("/dashboard")).toBe("/dashboard");
    expect(safeReturnPath("/search?q=Austin&intent=save:abc")).toBe(
      "/search?q=Austin&intent=save:abc",
    );
    expect(safeReturnPath("/reels?reel=1#top")).toBe("/reels?reel=1#top");
  });

  it("refuses other sites, however they are spelled", () => {
    for (const hostile of [
      "//evil.example",
      "//evil.example/path",
      "/\\evil.example",
      "\\\\evil.example",
      "https://evil.example",
      "http:/evil.example",
      "javascript:alert(1)",
      "data:text/html,hi",
      " /dashboard",
      "/\t/evil.example",
      "/\n/evil.example",
    ]) {
      expect(safeReturnPath(hostile), hostile).toBeNull();
    }
  });

  it("keeps an encoded control character, which is only text in a path", () => {
    expect(safeReturnPath("/search?q=%0a")).toBe("/search?q=%0a");
  });

  it("refuses relative paths, empty values, non-strings and very long paths", () => {
    expect(safeReturnPath("dashboard")).toBeNull();
    expect(safeReturnPath("")).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
    expect(safeReturnPath(["/dashboard"])).toBeNull();
    expect(safeReturnPath(`/${"a".repeat(2048)}`)).toBeNull();
  });
});

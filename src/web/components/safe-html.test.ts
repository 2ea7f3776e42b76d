import { describe, expect, it } from "vitest";
import { inAppPath } from "./safe-html";

const ORIGIN = "https://homescope.test";

describe("inAppPath", () => {
  it("keeps links to pages of the app, with their query and fragment", () => {
    expect(inAppPath("/search?featured=true", ORIGIN)).toBe("/search?featured=true");
    expect(inAppPath(`${ORIGIN}/blog/42#costs`, ORIGIN)).toBe("/blog/42#costs");
  });

  it("resolves relative links against the page's origin", () => {
    expect(inAppPath("realtors", ORIGIN)).toBe("/realtors");
  });

  it("leaves other sites and schemes to the browser", () => {
    expect(inAppPath("https://example.com/blog", ORIGIN)).toBeNull();
    expect(inAppPath("mailto:hello@example.com", ORIGIN)).toBeNull();
    expect(inAppPath("http://homescope.test/blog", ORIGIN)).toBeNull();
  });

  it("leaves stored files and API addresses to the browser", () => {
    expect(inAppPath("/media/blog/1/cover-960.webp", ORIGIN)).toBeNull();
    expect(inAppPath("/api/blog/posts", ORIGIN)).toBeNull();
  });
});

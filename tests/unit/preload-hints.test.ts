import { describe, expect, it } from "vitest";
import { preloadHints } from "../../src/server/http/preload-hints";

describe("preloadHints", () => {
  it("preloads the first reel feed page, exactly as the page requests it", () => {
    expect(preloadHints(new URL("http://x/reels"))).toBe(
      "</api/reels?limit=10>; rel=preload; as=fetch; crossorigin",
    );
  });

  it("starts a shared reel's feed at that reel, with the value encoded", () => {
    expect(preloadHints(new URL("http://x/reels?reel=a%20b>c"))).toBe(
      "</api/reels?limit=10&from=a+b%3Ec>; rel=preload; as=fetch; crossorigin",
    );
  });

  it("hints nothing on other pages", () => {
    expect(preloadHints(new URL("http://x/search"))).toBeNull();
  });
});

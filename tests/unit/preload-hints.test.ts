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

  it("preloads the first page of a plain search and of the blog", () => {
    expect(preloadHints(new URL("http://x/search"))).toBe(
      "</api/properties?limit=12>; rel=preload; as=fetch; crossorigin",
    );
    expect(preloadHints(new URL("http://x/blog"))).toBe(
      "</api/blog/posts?page=1>; rel=preload; as=fetch; crossorigin",
    );
  });

  it("leaves a search or blog query to the page, which alone knows its request", () => {
    expect(preloadHints(new URL("http://x/search?q=austin"))).toBeNull();
    expect(preloadHints(new URL("http://x/blog?page=2"))).toBeNull();
  });

  it("preloads a property's details by its id, and skips a malformed one", () => {
    expect(preloadHints(new URL("http://x/property/a%20b"))).toBe(
      "</api/properties/a%20b>; rel=preload; as=fetch; crossorigin",
    );
    expect(preloadHints(new URL("http://x/property/%E0%A4%A"))).toBeNull();
  });

  it("hints nothing on other pages", () => {
    expect(preloadHints(new URL("http://x/realtors"))).toBeNull();
    expect(preloadHints(new URL("http://x/"))).toBeNull();
  });
});

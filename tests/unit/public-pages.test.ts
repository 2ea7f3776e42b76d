import { describe, expect, it } from "vitest";
import { pageUrlFor, publicPageModule } from "../../src/server/http/public-pages";

const PHONE =
  "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130";
const at = (path: string) => new URL(path, "http://localhost:3000");

describe("publicPageModule", () => {
  it("knows the public pages and nothing else", () => {
    expect(publicPageModule("/")).toBe("app/routes/home.tsx");
    expect(publicPageModule("/property/abc")).toBe("app/routes/property.tsx");
    expect(publicPageModule("/blog/abc")).toBe("app/routes/blog-post.tsx");
    for (const path of ["/dashboard", "/admin", "/profile", "/saved", "/property/a/b"]) {
      expect(publicPageModule(path)).toBeNull();
    }
  });
});

describe("pageUrlFor", () => {
  it("renders /reels for a phone at /, keeping the query", () => {
    expect(pageUrlFor(at("/?a=1"), PHONE, undefined).href).toBe("http://localhost:3000/reels?a=1");
    expect(pageUrlFor(at("/"), DESKTOP, "?1").pathname).toBe("/reels");
  });

  it("leaves computers at / and every other path alone", () => {
    expect(pageUrlFor(at("/"), DESKTOP, "?0").pathname).toBe("/");
    expect(pageUrlFor(at("/"), undefined, undefined).pathname).toBe("/");
    expect(pageUrlFor(at("/search"), PHONE, "?1").pathname).toBe("/search");
  });
});

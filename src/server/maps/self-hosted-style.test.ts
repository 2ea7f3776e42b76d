import { describe, expect, it } from "vitest";
import { selfHostedStyle } from "./self-hosted-style";

const ORIGIN = "https://homes.example";

/** Every URL anywhere in the style, however deep. */
function urlsIn(value: unknown): string[] {
  if (typeof value === "string") return value.includes("://") ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(urlsIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(urlsIn);
  return [];
}

describe("selfHostedStyle", () => {
  const style = selfHostedStyle(ORIGIN);

  it("reads the extract, sprites and fonts from the site's own storage", () => {
    expect(style.sources.protomaps).toMatchObject({
      type: "vector",
      url: `pmtiles://${ORIGIN}/media/maps/basemap.pmtiles`,
    });
    expect(style.sprite).toBe(`${ORIGIN}/media/maps/sprites/v4/light`);
    expect(style.glyphs).toBe(`${ORIGIN}/media/maps/fonts/{fontstack}/{range}.pbf`);
  });

  it("asks nothing of any other site", () => {
    const elsewhere = urlsIn({ ...style, layers: [] }).filter(
      (url) => !url.replace(/^pmtiles:\/\//, "").startsWith(`${ORIGIN}/`),
    );
    // Only the attribution's links, which a visitor may follow, name other sites.
    expect(elsewhere.every((url) => url.startsWith("<a href=") || url.includes("</a>"))).toBe(true);
  });

  it("draws every layer from the extract, with the fonts Protomaps ships", () => {
    expect(style.layers.length).toBeGreaterThan(20);
    // The font stacks Protomaps' assets hold; Devanagari is for place names in that script.
    const fonts = new Set(JSON.stringify(style.layers).match(/Noto Sans [A-Za-z0-9 ]+/g));
    expect([...fonts].sort()).toEqual([
      "Noto Sans Devanagari Regular v1",
      "Noto Sans Italic",
      "Noto Sans Medium",
      "Noto Sans Regular",
    ]);
    for (const layer of style.layers) {
      if (layer.type !== "background") expect(layer.source).toBe("protomaps");
    }
  });
});

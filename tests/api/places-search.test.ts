import { describe, expect, it } from "vitest";
import type { PlaceSearchSuggestion } from "../../src/shared/properties";
import { getJson } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";
import { TestClient } from "../setup/test-client";

const t = setupTestApp();

const suggest = (q: string) =>
  getJson<PlaceSearchSuggestion[]>(new TestClient(t), `/api/places?q=${encodeURIComponent(q)}`);

// The property search box's place suggestions (decision 015).
describe("GET /api/places", () => {
  it("suggests cities as the text a search by place finds, to anyone", async () => {
    const response = await new TestClient(t).get("/api/places?q=austin");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    const places = (await response.json()) as PlaceSearchSuggestion[];
    expect(places[0]).toEqual({ text: "Austin, TX", detail: null });
    expect(await suggest("portland, or")).toEqual([{ text: "Portland, OR", detail: null }]);
  });

  it("suggests ZIP codes for digits, each with its city", async () => {
    const places = await suggest("7874");
    expect(places[0]).toEqual({ text: "78741", detail: "Austin, TX" });
    expect(places.map((place) => place.text)).toContain("78745");
    expect(await suggest("78745")).toEqual([{ text: "78745", detail: "Austin, TX" }]);
  });

  it("suggests nothing for words that are no place, and checks the text", async () => {
    expect(await suggest("farmhouse austin")).toEqual([]);
    for (const query of ["", "?q=a", `?q=${"a".repeat(61)}`]) {
      expect((await new TestClient(t).get(`/api/places${query}`)).status, query).toBe(400);
    }
  });
});

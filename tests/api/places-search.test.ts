import { describe, expect, it } from "vitest";
import type { PlaceSearchSuggestion } from "../../src/shared/properties";
import { createListing } from "../factories/manage-properties";
import { signedInClient } from "../factories/users";
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
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    const places = (await response.json()) as PlaceSearchSuggestion[];
    expect(places[0]).toEqual({ text: "Austin, TX", detail: null, homes: 0 });
    expect(await suggest("portland, or")).toEqual([
      { text: "Portland, OR", detail: null, homes: 0 },
    ]);
  });

  it("suggests ZIP codes for digits, each with its city", async () => {
    const places = await suggest("7874");
    expect(places[0]).toEqual({ text: "78741", detail: "Austin, TX", homes: 0 });
    expect(places.map((place) => place.text)).toContain("78745");
    expect(await suggest("78745")).toEqual([{ text: "78745", detail: "Austin, TX", homes: 0 }]);
  });

  it("counts each place's homes and puts the places that have some first", async () => {
    const { client: realtor } = await signedInClient(t, { role: "realtor" });
    const home = {
      state: "AR" as const,
      city: "Austin",
      zip: "72007",
      latitude: 35,
      longitude: -91.98,
    };
    await createListing(realtor, { ...home, title: "Austin Arkansas Cottage" });
    await createListing(realtor, { ...home, title: "Austin Arkansas Ranch" });

    const cities = await suggest("austin");
    // Austin, TX, the larger city, ranks first by size but holds no homes here.
    expect(cities[0]).toEqual({ text: "Austin, AR", detail: null, homes: 2 });
    expect(cities.find((place) => place.text === "Austin, TX")).toEqual({
      text: "Austin, TX",
      detail: null,
      homes: 0,
    });
    expect(cities.slice(1).every((place) => place.homes === 0)).toBe(true);

    const zips = await suggest("7200");
    expect(zips[0]).toEqual({ text: "72007", detail: "Austin, AR", homes: 2 });
    expect(zips.slice(1).map((place) => place.text)).toEqual(
      zips
        .slice(1)
        .map((place) => place.text)
        .sort(),
    );
  });

  it("suggests nothing for words that are no place, and checks the text", async () => {
    expect(await suggest("farmhouse austin")).toEqual([]);
    for (const query of ["", "?q=a", `?q=${"a".repeat(61)}`]) {
      expect((await new TestClient(t).get(`/api/places${query}`)).status, query).toBe(400);
    }
  });
});

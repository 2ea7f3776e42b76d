import { describe, expect, it } from "vitest";
import {
  buildPlaceIndex,
  findPlaces,
  loadPlaceIndex,
} from "../../src/server/places/places.service";
import { PLACE_SUGGESTIONS_MAX, type PlaceSuggestion } from "../../src/shared/manage-properties";
import { signedInClient } from "../factories/users";
import { getJson } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";
import { TestClient } from "../setup/test-client";

const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

describe("GET /api/manage/places", () => {
  it("suggests San Francisco, CA for 'san fr' and ZIP codes for a ZIP prefix", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    const city = await getJson<PlaceSuggestion[]>(client, "/api/manage/places?q=san%20fr");
    expect(city[0]).toMatchObject({ city: "San Francisco", state: "CA" });
    expect(city[0]?.zip).toMatch(/^941\d\d$/);

    const zips = await getJson<PlaceSuggestion[]>(client, "/api/manage/places?q=9410");
    expect(zips.length).toBe(PLACE_SUGGESTIONS_MAX);
    expect(zips.every((place) => place.zip.startsWith("9410") && place.state === "CA")).toBe(true);
    expect(zips.map((place) => place.zip)).toEqual([...zips.map((place) => place.zip)].sort());

    const exact = await getJson<PlaceSuggestion[]>(client, "/api/manage/places?q=10001");
    // Each suggestion carries its ZIP's centroid, the listing form's first guess of a position.
    expect(exact).toEqual([
      { zip: "10001", city: "New York", state: "NY", latitude: 40.7484, longitude: -73.9967 },
    ]);
  });

  it("narrows a city by state after a comma, at most 8 suggestions, each state a 2-letter code", async () => {
    const { client } = await signedInClient(t, { role: "admin" });
    const many = await getJson<PlaceSuggestion[]>(client, "/api/manage/places?q=spring");
    expect(many).toHaveLength(PLACE_SUGGESTIONS_MAX);
    for (const place of many) {
      expect(place.city.toLowerCase().startsWith("spring")).toBe(true);
      expect(place.state).toMatch(/^[A-Z]{2}$/);
    }
    const illinois = await getJson<PlaceSuggestion[]>(
      client,
      "/api/manage/places?q=SPRINGFIELD,%20il",
    );
    expect(illinois).toHaveLength(1);
    expect(illinois[0]).toMatchObject({ city: "Springfield", state: "IL" });
    expect(await getJson(client, "/api/manage/places?q=qqqqzz")).toEqual([]);
  });

  it("offers the larger of two same-named cities first", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    const places = (await (await client.get("/api/manage/places?q=austin")).json()) as {
      state: string;
    }[];
    expect(places[0]?.state).toBe("TX");
  });

  it("fills Austin, TX with a ZIP where people live, not the IRS's 73301", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    const [austin] = await getJson<PlaceSuggestion[]>(client, "/api/manage/places?q=austin,%20tx");
    expect(austin).toMatchObject({ zip: "78701", city: "Austin", state: "TX", latitude: 30.2713 });
    const [houston] = await getJson<PlaceSuggestion[]>(
      client,
      "/api/manage/places?q=houston,%20tx",
    );
    // 77001 is Houston's PO-box ZIP.
    expect(houston).toMatchObject({ zip: "77002", city: "Houston", state: "TX" });
  });

  it("validates the query and is for realtors and administrators only", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    for (const query of ["", "?q=", "?q=a", `?q=${"a".repeat(61)}`]) {
      const response = await client.get(`/api/manage/places${query}`);
      expect(response.status, query).toBe(400);
    }
    expect((await new TestClient(t).get("/api/manage/places?q=austin")).status).toBe(401);
    const { client: user } = await signedInClient(t, { role: "user" });
    expect((await user.get("/api/manage/places?q=austin")).status).toBe(403);
  });
});

describe("the place index", () => {
  it("loads the bundled data once and answers a lookup in well under a millisecond", async () => {
    const index = await loadPlaceIndex();
    expect(await loadPlaceIndex()).toBe(index);
    expect(index.byZip.length).toBeGreaterThan(40_000);
    const queries = ["san fr", "new y", "941", "spring", "austin, tx", "7870"];
    const rounds = 200;
    const start = performance.now();
    for (let i = 0; i < rounds; i++) for (const query of queries) findPlaces(index, query);
    const perLookup = (performance.now() - start) / (rounds * queries.length);
    console.info(`place lookup: ${(perLookup * 1000).toFixed(1)} µs on average`);
    expect(perLookup).toBeLessThan(1);
  });

  it("puts exact names first, then larger cities, one suggestion per city with its lowest ZIP", () => {
    const index = buildPlaceIndex([
      ["62704", "Springfield", "IL", true, 0, 0],
      ["62701", "Springfield", "IL", true, 0, 0],
      ["01101", "Springfield", "MA", true, 0, 0],
      ["99999", "Nowhere", "ZZ", true, 0, 0],
      ["12345", "Spring Valley", "NY", true, 0, 0],
    ]);
    // Springfield, IL has two ZIP codes; the rest one each, in name order.
    expect(findPlaces(index, "spring")).toMatchObject([
      { zip: "62701", city: "Springfield", state: "IL" },
      { zip: "12345", city: "Spring Valley", state: "NY" },
      { zip: "01101", city: "Springfield", state: "MA" },
    ]);
    expect(findPlaces(index, "spring valley")[0]?.city).toBe("Spring Valley");
    expect(findPlaces(index, "springfield, m")).toMatchObject([
      { zip: "01101", city: "Springfield", state: "MA" },
    ]);
    expect(findPlaces(index, "nowhere")).toMatchObject([]);
    expect(findPlaces(index, "627")).toMatchObject([
      { zip: "62701", city: "Springfield", state: "IL" },
      { zip: "62704", city: "Springfield", state: "IL" },
    ]);
  });

  it("gives a city its lowest ZIP where people live, its lowest ZIP when none is known", () => {
    const index = buildPlaceIndex([
      ["73301", "Austin", "TX", false, 0, 0],
      ["78702", "Austin", "TX", true, 0, 0],
      ["78701", "Austin", "TX", true, 0, 0],
      ["00501", "Holtsville", "NY", false, 0, 0],
      ["00544", "Holtsville", "NY", false, 0, 0],
    ]);
    expect(findPlaces(index, "austin")).toMatchObject([
      { zip: "78701", city: "Austin", state: "TX" },
    ]);
    expect(findPlaces(index, "holtsville")).toMatchObject([
      { zip: "00501", city: "Holtsville", state: "NY" },
    ]);
    // A ZIP prefix still lists every ZIP code, residential or not.
    expect(findPlaces(index, "7").map((place) => place.zip)).toEqual(["73301", "78701", "78702"]);
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles, savedSearches, savedSearchMatches } from "../../src/server/platform/db/schema";
import type { SavedSearch } from "../../src/shared/saved-searches";
import type { EmailFrequency } from "../../src/shared/schemas/profile";
import { createProperty } from "../factories/properties";
import { signedInClient } from "../factories/users";
import { getJson } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";
import { TestClient } from "../setup/test-client";

const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

const BASE = "/api/saved-searches";
const save = (client: TestClient, body: Record<string, unknown>) => client.post(BASE, body);
const list = (client: TestClient) =>
  getJson<{ items: SavedSearch[]; defaultFrequency: string }>(client, BASE);

async function saved(client: TestClient, body: Record<string, unknown>): Promise<SavedSearch> {
  const response = await save(client, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as SavedSearch;
}

async function memberWith(emailFrequency: EmailFrequency) {
  const member = await signedInClient(t);
  await t.deps.db
    .update(profiles)
    .set({ emailFrequency })
    .where(eq(profiles.id, member.account.id));
  return member;
}

describe("POST /api/saved-searches", () => {
  it("stores the canonical query, the criteria taken apart and a suggested name", async () => {
    const { client, account } = await signedInClient(t);
    const search = await saved(client, {
      query:
        "?sort=price_low&amenities=Gym,Pool&types=Condo,House&baths=2&beds=4%2B" +
        "&maxPrice=900000&minPrice=0&q=%20Austin%20TX&featured=true&cursor=abc",
    });
    expect(search).toEqual({
      id: expect.any(String),
      name: "House or Condo with 4+ beds, 2+ baths in Austin TX under $900,000 with Pool, Gym (featured)",
      // Sort and paging are not criteria; lists are in their vocabulary's order.
      query:
        "q=Austin+TX&maxPrice=900000&beds=4&baths=2&types=House%2CCondo" +
        "&amenities=Pool%2CGym&featured=true",
      label:
        '"Austin TX" · Up to $900,000 · 4+ beds · 2+ baths · House, Condo · Pool, Gym · Featured',
      frequency: "daily",
      paused: false,
      newMatches: 0,
      createdAt: expect.any(String),
    });
    const [row] = await t.deps.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.userId, account.id));
    // The text is read as the search reads it: "Austin TX" is a place, not words.
    expect(row).toMatchObject({
      words: [],
      placeState: "TX",
      placeCity: "Austin",
      placeZip: null,
      minPrice: null,
      maxPrice: 900_000,
      minBeds: 4,
      maxBeds: null,
      minBaths: 2,
      maxBaths: null,
      types: ["House", "Condo"],
      amenityMask: 1 + 64, // Pool is bit 0, Gym bit 6 (amenityMask)
      featuredOnly: true,
    });
  });

  it("keeps the map's area and drawn area but not its zoom", async () => {
    const { client, account } = await signedInClient(t);
    const search = await saved(client, {
      query: "zoom=9.5&beds=2&poly=-90,39;-89,39;-89.5,40.5;-90,39&bbox=-91,38,-88,41",
    });
    expect(search).toMatchObject({
      name: "2+ beds in a drawn area",
      query: "beds=2&bbox=-91%2C38%2C-88%2C41&poly=-90%2C39%3B-89%2C39%3B-89.5%2C40.5",
      label: "2+ beds · Drawn area",
    });
    const [row] = await t.deps.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.userId, account.id));
    expect(row).toMatchObject({
      minBeds: 2,
      areaBox: "(-88,41),(-91,38)",
      areaPolygon: "((-90,39),(-89,39),(-89.5,40.5))",
    });
  });

  it("keeps the member's own name and frequency", async () => {
    const { client } = await signedInClient(t);
    const search = await saved(client, {
      query: "beds=2",
      name: "  Starter flats  ",
      frequency: "instant",
    });
    expect(search).toMatchObject({ name: "Starter flats", frequency: "instant" });
    // A blank name means the suggested one.
    expect(await saved(client, { query: "beds=3", name: "   " })).toMatchObject({
      name: "3+ beds",
    });
  });

  it("starts from the member's e-mail frequency", async () => {
    const cases: [EmailFrequency, string][] = [
      ["daily", "daily"],
      ["weekly", "weekly"],
      ["monthly", "weekly"],
      ["never", "off"],
    ];
    for (const [emailFrequency, expected] of cases) {
      const { client } = await memberWith(emailFrequency);
      expect((await list(client)).defaultFrequency, emailFrequency).toBe(expected);
      expect((await saved(client, { query: "q=boston" })).frequency, emailFrequency).toBe(expected);
    }
  });

  it("refuses the same criteria twice, pointing at the saved search", async () => {
    const { client } = await signedInClient(t);
    const first = await saved(client, { query: "types=Villa,House&q=lake" });
    // Another spelling of the same criteria (order, sort, defaults) is the same search.
    const again = await save(client, {
      query: "q=lake&types=House,Villa&sort=price_high&minPrice=0",
      name: "Other name",
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      code: "CONFLICT",
      message: "You have already saved this search",
      existingId: first.id,
    });
    expect((await list(client)).items).toHaveLength(1);
    // Another member may save the very same search.
    const { client: other } = await signedInClient(t);
    expect((await save(other, { query: "q=lake&types=House,Villa" })).status).toBe(201);
  });

  it("keeps at most 50 per member, with a clear message past that", async () => {
    const { client, account } = await signedInClient(t);
    await t.deps.db.insert(savedSearches).values(
      Array.from({ length: 49 }, (_, i) => ({
        userId: account.id,
        name: `Search ${i}`,
        query: `minPrice=${(i + 1) * 1000}`,
      })),
    );
    expect((await save(client, { query: "q=fiftieth" })).status).toBe(201);
    const refused = await save(client, { query: "q=fifty-first" });
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(
      "You can keep at most 50 saved searches. Delete one to save another.",
    );
    expect((await list(client)).items).toHaveLength(50);
  });

  it("refuses invalid criteria with field messages, and stores nothing", async () => {
    const { client } = await signedInClient(t);
    const cases: [Record<string, unknown>, { path: string; message: string }][] = [
      [
        { query: "beds=9" },
        { path: "query.beds", message: "Bedrooms must be 0 (Studio) or 1 to 5" },
      ],
      [{ query: "types=Castle" }, { path: "query.types", message: "Unknown property type" }],
      [
        { query: "minPrice=500000&maxPrice=100000" },
        { path: "query.maxPrice", message: "Maximum price must not be below the minimum price" },
      ],
      [
        { query: `q=${Array.from({ length: 21 }, (_, i) => `w${i}`).join("+")}` },
        { path: "query.q", message: "A saved search's text may have at most 20 words" },
      ],
      [
        { query: "sort=price_low" },
        { path: "query", message: "Choose at least one search criterion to save a search" },
      ],
      [
        { query: "q=x", frequency: "hourly" },
        { path: "frequency", message: "Alert frequency must be instant, daily, weekly or off" },
      ],
      [
        { query: "q=boston", name: "n".repeat(101) },
        { path: "name", message: "Name must be at most 100 characters" },
      ],
    ];
    for (const [body, issue] of cases) {
      const response = await save(client, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).issues, JSON.stringify(body)).toEqual([issue]);
    }
    expect((await save(client, { query: "q=ok", userId: "someone" })).status).toBe(400);
    expect((await list(client)).items).toEqual([]);
  });

  it("refuses a query whose text is not storable, as the listing API's address, and stores nothing", async () => {
    const { client } = await signedInClient(t);
    for (const query of ["q=a%00b", "q=Aus%07tin", "q=x&a%00=1", "q=abc%E2%80%AE"]) {
      const response = await save(client, { query });
      expect(response.status, query).toBe(400);
      expect((await response.json()).issues, query).toEqual([
        { path: "query", message: "Contains characters that are not allowed" },
      ]);
    }
    expect((await list(client)).items).toEqual([]);
  });

  it("suggests a one-line name for search text with line breaks", async () => {
    const { client } = await signedInClient(t);
    const search = await saved(client, { query: "q=austin%0D%0A%09tx" });
    expect(search.name).toBe("Homes in Austin Tx");
  });
});

describe("GET /api/saved-searches", () => {
  it("lists the member's own searches, newest first, with their unseen matches", async () => {
    const { client } = await signedInClient(t);
    const { client: other } = await signedInClient(t);
    const older = await saved(client, { query: "q=denver" });
    const newer = await saved(client, { query: "beds=2" });
    await saved(other, { query: "q=chicago" });
    const [a, b, c] = await Promise.all([1, 2, 3].map(async () => (await createProperty(t)).id));
    await t.deps.db.insert(savedSearchMatches).values([
      { searchId: older.id, propertyId: a ?? "", reason: "new" },
      { searchId: older.id, propertyId: b ?? "", reason: "price_drop" },
      { searchId: older.id, propertyId: c ?? "", reason: "new", seenAt: new Date() },
    ]);
    const { items } = await list(client);
    expect(items.map((item) => [item.id, item.newMatches])).toEqual([
      [newer.id, 0],
      [older.id, 2],
    ]);
  });
});

describe("PATCH, DELETE and seen", () => {
  it("renames, changes the frequency, pauses and resumes", async () => {
    const { client } = await signedInClient(t);
    const search = await saved(client, { query: "q=miami" });
    const patch = (body: unknown) => client.patch(`${BASE}/${search.id}`, body);
    expect((await patch({ name: " Beach homes " })).status).toBe(204);
    expect((await patch({ frequency: "weekly", paused: true })).status).toBe(204);
    expect((await list(client)).items[0]).toMatchObject({
      name: "Beach homes",
      frequency: "weekly",
      paused: true,
      query: "q=miami",
    });
    expect((await patch({ paused: false })).status).toBe(204);
    expect((await list(client)).items[0]?.paused).toBe(false);
    for (const body of [{}, { name: "  " }, { frequency: "never" }, { query: "q=x" }]) {
      expect((await patch(body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await list(client)).items[0]?.name).toBe("Beach homes");
  });

  it("marks a search's matches seen when it is opened", async () => {
    const { client } = await signedInClient(t);
    const search = await saved(client, { query: "q=seattle" });
    const home = await createProperty(t);
    await t.deps.db
      .insert(savedSearchMatches)
      .values({ searchId: search.id, propertyId: home.id, reason: "new" });
    expect((await list(client)).items[0]?.newMatches).toBe(1);
    expect((await client.post(`${BASE}/${search.id}/seen`)).status).toBe(204);
    expect((await list(client)).items[0]?.newMatches).toBe(0);
  });

  it("deletes a search with its matches", async () => {
    const { client } = await signedInClient(t);
    const search = await saved(client, { query: "q=portland" });
    expect((await client.delete(`${BASE}/${search.id}`)).status).toBe(204);
    expect((await list(client)).items).toEqual([]);
    expect((await client.delete(`${BASE}/${search.id}`)).status).toBe(404);
    // Deleted, the same criteria may be saved again.
    expect((await save(client, { query: "q=portland" })).status).toBe(201);
  });

  it("answers 404 for another member's search and changes nothing", async () => {
    const { client: owner } = await signedInClient(t);
    const { client: stranger } = await signedInClient(t);
    const search = await saved(owner, { query: "q=tampa" });
    const home = await createProperty(t);
    await t.deps.db
      .insert(savedSearchMatches)
      .values({ searchId: search.id, propertyId: home.id, reason: "new" });
    const attempts = [
      stranger.patch(`${BASE}/${search.id}`, { name: "Mine now" }),
      stranger.post(`${BASE}/${search.id}/seen`),
      stranger.delete(`${BASE}/${search.id}`),
      stranger.delete(`${BASE}/not-a-uuid`),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404);
      expect((await response.json()).message).toBe("Saved search not found");
    }
    expect((await list(stranger)).items).toEqual([]);
    expect((await list(owner)).items[0]).toMatchObject({ name: "Homes in Tampa", newMatches: 1 });
  });

  it("needs sign-in", async () => {
    const anonymous = new TestClient(t);
    expect((await anonymous.get(BASE)).status).toBe(401);
    expect((await anonymous.post(BASE, { query: "q=x" })).status).toBe(401);
  });
});

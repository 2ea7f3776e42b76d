import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { savedSearches } from "../../src/server/platform/db/schema";
import { completeSavedSearchText } from "../../src/server/saved-searches/saved-text-upgrade";
import type { SavedSearch } from "../../src/shared/saved-searches";
import { createListing } from "../factories/manage-properties";
import { alertsSettled, createSavedSearch, matchesOf } from "../factories/saved-searches";
import { createUser, signedInClient } from "../factories/users";
import { setupMailTestApp } from "../setup/setup-mail-test-app";
import type { TestClient } from "../setup/test-client";

const t = setupMailTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

const TYPED = "q=3+bed+house+under+500k+austin";

async function save(client: TestClient, query: string): Promise<SavedSearch> {
  const response = await client.post("/api/saved-searches", { query });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as SavedSearch;
}

/** A house in Austin, TX that the typed search finds; each case changes one thing. */
const austinHouse = {
  city: "Austin",
  state: "TX" as const,
  zip: "78701",
  latitude: 30.27,
  longitude: -97.74,
  price: "450,000",
  bedrooms: 4,
  bathrooms: 2,
  propertyType: "House" as const,
};

describe("a saved search with text means what its search showed", () => {
  it("alerts for a listing the typed rooms, kind, price and place hold, and for no other", async () => {
    const { client } = await signedInClient(t);
    const search = await save(client, TYPED);
    // The owner reads the search as typed.
    expect(search.label).toBe('"3 bed house under 500k austin"');
    const [row] = await t.deps.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.id, search.id));
    expect(row).toMatchObject({
      query: TYPED,
      words: [],
      minBeds: 3,
      maxBeds: null,
      types: ["House"],
      maxPrice: 500_000,
      placeState: "TX",
      placeCity: "Austin",
      placeZip: null,
    });

    const { client: realtor } = await signedInClient(t, { role: "realtor" });
    const listings = {
      match: await createListing(realtor, { ...austinHouse, title: "Four Bed Austin House" }),
      twoBeds: await createListing(realtor, { ...austinHouse, title: "Two Bed", bedrooms: 2 }),
      dearer: await createListing(realtor, { ...austinHouse, title: "Dearer", price: "600,000" }),
      condo: await createListing(realtor, {
        ...austinHouse,
        title: "Condo",
        propertyType: "Condo",
      }),
      dallas: await createListing(realtor, {
        ...austinHouse,
        title: "Dallas House",
        city: "Dallas",
        zip: "75201",
        latitude: 32.79,
        longitude: -96.8,
      }),
    };
    await alertsSettled(t);
    expect(await matchesOf(t, search.id)).toEqual([`${listings.match.id}:new`]);
  });

  it("lets an explicit beds field beat the typed beds, as the search does", async () => {
    const { client } = await signedInClient(t);
    const search = await save(client, "q=3+bed+house+austin&beds=5");
    const [row] = await t.deps.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.id, search.id));
    expect(row).toMatchObject({ words: [], minBeds: 5, types: ["House"], placeCity: "Austin" });
    const { client: realtor } = await signedInClient(t, { role: "realtor" });
    const four = await createListing(realtor, { ...austinHouse, title: "Four Beds" });
    const five = await createListing(realtor, { ...austinHouse, title: "Five", bedrooms: 5 });
    await alertsSettled(t);
    expect(await matchesOf(t, search.id)).toEqual([`${five.id}:new`]);
    expect(four.id).not.toBe(five.id);
  });

  it("files a ZIP code by the ZIP alone, and keeps the words it does not understand", async () => {
    const { client } = await signedInClient(t);
    const search = await save(client, "q=lakeview+78701");
    const [row] = await t.deps.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.id, search.id));
    expect(row).toMatchObject({
      words: ["lakeview"],
      placeZip: "78701",
      placeState: null,
      placeCity: null,
    });
  });

  it("re-reads a search saved with text before, leaving its query and label as they were", async () => {
    const owner = await createUser(t);
    // As the words-only reading stored it.
    const old = await createSavedSearch(t, owner.id, {
      query: TYPED,
      words: ["3", "bed", "house", "under", "500k", "austin"],
    });
    // What migration 0029 leaves for the start-up completion.
    await t.deps.db.execute(sql`create table saved_searches_unread (search_id uuid primary key)`);
    await t.deps.db.execute(sql`insert into saved_searches_unread values (${old.id})`);
    await completeSavedSearchText(t.deps.db);
    const [row] = await t.deps.db.select().from(savedSearches).where(eq(savedSearches.id, old.id));
    expect(row).toMatchObject({
      query: TYPED,
      name: old.name,
      words: [],
      minBeds: 3,
      types: ["House"],
      maxPrice: 500_000,
      placeState: "TX",
      placeCity: "Austin",
    });
    const left = await t.deps.db.execute(
      sql`select to_regclass('saved_searches_unread')::text as name`,
    );
    expect((left as unknown as { rows: { name: string | null }[] }).rows[0]?.name).toBeNull();

    const { client: realtor } = await signedInClient(t, { role: "realtor" });
    const listing = await createListing(realtor, { ...austinHouse, title: "Found Again" });
    await alertsSettled(t);
    expect(await matchesOf(t, old.id)).toEqual([`${listing.id}:new`]);
  });
});

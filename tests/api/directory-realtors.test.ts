import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addToDirectory, removeFromDirectory } from "../../src/server/directory/entries.service";
import { properties } from "../../src/server/platform/db/schema";
import type { DirectoryPage, RealtorCard, RealtorPublicPage } from "../../src/shared/directory";
import { createAccount, createRealtorEntry, uniqueWord } from "../factories/directory";
import { createProperties, createProperty } from "../factories/properties";
import { addReviews } from "../factories/reviews";
import { createUser } from "../factories/users";
import { getJson } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";

const t = setupTestApp();

const search = (query: Record<string, string>) =>
  getJson<DirectoryPage<RealtorCard>>(t.client, `/api/realtors?${new URLSearchParams(query)}`);
const namesFor = async (query: Record<string, string>) =>
  (await search(query)).items.map((card) => card.name);

describe("GET /api/realtors", () => {
  it("returns the whole card of a listed realtor", async () => {
    const word = uniqueWord();
    const realtor = await createRealtorEntry(
      t,
      {
        title: "Senior Agent",
        company: `${word} Realty`,
        bio: "Twenty years in the city.",
        location: "Austin, TX",
        phone: "(512) 555-0100",
        website: "https://example.com/dana",
        specialties: ["Luxury", "Relocation"],
        languages: ["English", "Spanish"],
      },
      { name: "Dana Reyes", avatarKey: "avatars/dana/face.webp" },
    );
    await addReviews(t, realtor.userId, [5, 5, 4, 5, 5]);
    const page = await search({ q: word });
    expect(page).toMatchObject({ page: 1, pageCount: 1, total: 1 });
    expect(page.items).toEqual([
      {
        id: realtor.userId,
        name: "Dana Reyes",
        title: "Senior Agent",
        company: `${word} Realty`,
        avatarUrl: "/media/avatars/dana/face.webp",
        rating: 4.8,
        reviewCount: 5,
        location: "Austin, TX",
        bio: "Twenty years in the city.",
        specialties: ["Luxury", "Relocation"],
        languages: ["English", "Spanish"],
        activeListings: 0,
        // No contact e-mail given: no address at all (the sign-in one is private).
        email: null,
        phone: "(512) 555-0100",
        website: "https://example.com/dana",
        responseTime: null,
      },
    ]);
  });

  it("finds realtors by name, company, location or specialty, ignoring case", async () => {
    const word = uniqueWord();
    await createRealtorEntry(t, { company: `${word} Homes` }, { name: "By Company" });
    await createRealtorEntry(t, { location: `${word}ville, OR` }, { name: "By Location" });
    await createRealtorEntry(t, {}, { name: `Pat ${word}` });
    await createRealtorEntry(
      t,
      { specialties: ["Waterfront"], location: word },
      { name: "Tagged" },
    );
    await createRealtorEntry(t, { bio: word }, { name: "Only In Bio" });

    expect((await namesFor({ q: word.toUpperCase() })).sort()).toEqual(
      ["By Company", "By Location", `Pat ${word}`, "Tagged"].sort(),
    );
    const waterfront = await namesFor({ q: "waterFRONT" });
    expect(waterfront).toContain("Tagged");
  });

  it("takes % and _ in the search text literally", async () => {
    const word = uniqueWord();
    await createRealtorEntry(t, { company: `${word} 100% Realty` }, { name: "Percent" });
    await createRealtorEntry(t, { company: `${word} 1000 Realty` }, { name: "No Percent" });
    expect(await namesFor({ q: `${word} 100%` })).toEqual(["Percent"]);
    expect(await namesFor({ q: `${word}_` })).toEqual([]);
  });

  it.each(["Luxury", "Investment", "Family", "Commercial"])(
    "filters the %s tab by specialty, ignoring case",
    async (tab) => {
      const word = uniqueWord();
      await createRealtorEntry(
        t,
        { location: word, specialties: [tab.toLowerCase()] },
        { name: "In" },
      );
      await createRealtorEntry(t, { location: word, specialties: ["Rentals"] }, { name: "Out" });
      expect(await namesFor({ q: word, specialty: tab })).toEqual(["In"]);
      expect(await namesFor({ q: word, specialty: tab.toUpperCase() })).toEqual(["In"]);
      expect((await namesFor({ q: word, specialty: "all" })).sort()).toEqual(["In", "Out"]);
    },
  );

  it("refuses a specialty that is not a tab, and bad page numbers", async () => {
    for (const query of [
      "specialty=Rentals",
      "specialty=Aerial",
      "page=0",
      "page=abc",
      "page=1.5",
    ]) {
      const response = await t.client.get(`/api/realtors?${query}`);
      expect(response.status, query).toBe(400);
      const body = await response.json();
      expect(body.code).toBe("VALIDATION_FAILED");
      expect(body.issues[0].path).toBe(query.split("=")[0]);
    }
    const long = await t.client.get(`/api/realtors?q=${"a".repeat(101)}`);
    expect(long.status).toBe(400);
  });

  it("hides unlisted entries, banned accounts and accounts that are no longer realtors", async () => {
    const word = uniqueWord();
    await createRealtorEntry(t, { location: word }, { name: "Shown" });
    await createRealtorEntry(t, { location: word, listed: false }, { name: "Unlisted" });
    await createRealtorEntry(t, { location: word }, { name: "Banned", banned: true });
    await createRealtorEntry(
      t,
      { location: word },
      { name: "Ban Over", banned: true, banExpires: new Date(Date.now() - 60_000) },
    );
    await createRealtorEntry(t, { location: word }, { name: "Now User", role: "user" });
    await createRealtorEntry(t, { location: word }, { name: "Photographer", role: "photographer" });
    expect((await namesFor({ q: word })).sort()).toEqual(["Ban Over", "Shown"]);
  });

  it("counts each realtor's real listings as Active Listings", async () => {
    const word = uniqueWord();
    const busy = await createRealtorEntry(t, { location: word }, { name: "Busy" });
    await createRealtorEntry(t, { location: word }, { name: "Idle" });
    await createProperties(t, [{ realtorId: busy.userId }, { realtorId: busy.userId }, {}]);
    const cards = (await search({ q: word })).items;
    expect(cards.map((card) => [card.name, card.activeListings]).sort()).toEqual([
      ["Busy", 2],
      ["Idle", 0],
    ]);
  });

  it("shows the contact e-mail, and never the sign-in address when it is blank", async () => {
    const word = uniqueWord();
    await createRealtorEntry(t, { location: word, contactEmail: "desk@example.com" });
    expect((await search({ q: word })).items[0]?.email).toBe("desk@example.com");

    const other = uniqueWord();
    const blank = await createRealtorEntry(t, { location: other, contactEmail: null });
    const listed = await t.client.get(`/api/realtors?q=${other}`);
    const page = await t.client.get(`/api/realtors/${blank.userId}`);
    for (const response of [listed, page]) {
      const text = await response.text();
      expect(text).toContain(blank.userId);
      expect(text).not.toContain(blank.email);
    }
    expect((await search({ q: other })).items[0]?.email).toBeNull();
  });

  it("orders by rating (unrated last), then reviews, then name", async () => {
    const word = uniqueWord();
    await createRealtorEntry(t, { location: word }, { name: "Unrated" });
    const rated = async (name: string, stars: number[]) =>
      addReviews(t, (await createRealtorEntry(t, { location: word }, { name })).userId, stars);
    await rated("Bea", [4, 5]);
    await rated("abe", [4, 5]);
    await rated("Zed", [4, 5, 4, 5]);
    await rated("Top", [5]);
    expect(await namesFor({ q: word })).toEqual(["Top", "Zed", "abe", "Bea", "Unrated"]);
  });

  it("pages by 24 and answers a page past the end with no items", async () => {
    const word = uniqueWord();
    for (let i = 0; i < 26; i++) {
      await createRealtorEntry(
        t,
        { location: word },
        { name: `Agent ${String(i).padStart(2, "0")}` },
      );
    }
    const first = await search({ q: word });
    expect(first).toMatchObject({ page: 1, pageCount: 2, total: 26 });
    expect(first.items).toHaveLength(24);
    const second = await search({ q: word, page: "2" });
    expect(second.items.map((card) => card.name)).toEqual(["Agent 24", "Agent 25"]);
    expect(await search({ q: word, page: "3" })).toEqual({
      items: [],
      page: 3,
      pageCount: 2,
      total: 26,
    });
    expect(await search({ q: uniqueWord() })).toEqual({
      items: [],
      page: 1,
      pageCount: 0,
      total: 0,
    });
  });
});

describe("addToDirectory and removeFromDirectory", () => {
  it("lists a realtor approved from a request, with the brokerage and licence they gave", async () => {
    const word = uniqueWord();
    const account = await createAccount(t, { role: "realtor", name: "" });
    await t.deps.db.transaction((tx) =>
      addToDirectory(tx, {
        userId: account.id,
        requestType: "realtor",
        fullName: "Robin Approved",
        brokerageName: `${word} Brokers`,
        brokerageEmail: "office@example.com",
        licenseNumber: "TX-12345",
      }),
    );
    const [card] = (await search({ q: word })).items;
    expect(card).toMatchObject({
      id: account.id,
      name: "Robin Approved",
      company: `${word} Brokers`,
      // The request gave no contact e-mail: the card offers none, not the sign-in address.
      email: null,
    });

    await removeFromDirectory(t.deps.db, account.id, "realtor");
    expect((await search({ q: word })).items).toEqual([]);

    // Approved again later: listed again, the entry refreshed from the new request.
    await addToDirectory(t.deps.db, {
      userId: account.id,
      requestType: "realtor",
      fullName: "Robin Approved",
      brokerageName: `${word} Partners`,
    });
    expect((await search({ q: word })).items.map((c) => c.company)).toEqual([`${word} Partners`]);
  });
});

describe("GET /api/realtors/:id: a realtor's public page", () => {
  it("shows every active realtor with their listings, listed in the directory or not", async () => {
    const unlisted = await createUser(t, { role: "realtor", name: "Una Unlisted" });
    const [older, newer] = [
      await createProperty(t.deps.db, { title: "Older Listing", realtorId: unlisted.id }),
      await createProperty(t.deps.db, { title: "Newer Listing", realtorId: unlisted.id }),
    ];
    await t.deps.db
      .update(properties)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(properties.id, older.id));
    const response = await t.client.get(`/api/realtors/${unlisted.id}`);
    expect(response.status).toBe(200);
    const page = (await response.json()) as RealtorPublicPage;
    expect(page).toMatchObject({ id: unlisted.id, name: "Una Unlisted", entry: null });
    expect(page.listings.items.map((item) => item.id)).toEqual([newer.id, older.id]);
    expect(page.listings.total).toBe(2);
  });

  it("shows sold and rented homes apart from the listings on the market", async () => {
    const realtor = await createUser(t, { role: "realtor", name: "Sol Seller" });
    const onMarket = await createProperty(t.deps.db, { title: "Open", realtorId: realtor.id });
    const sold = await createProperty(t.deps.db, { title: "Sold", realtorId: realtor.id });
    const hidden = await createProperty(t.deps.db, { title: "Hidden", realtorId: realtor.id });
    await t.deps.db
      .update(properties)
      .set({ status: "closed", closedPrice: 290_000, closedOn: "2026-10-01" })
      .where(eq(properties.id, sold.id));
    await t.deps.db
      .update(properties)
      .set({ status: "off_market" })
      .where(eq(properties.id, hidden.id));
    const page = (await (
      await t.client.get(`/api/realtors/${realtor.id}`)
    ).json()) as RealtorPublicPage;
    expect(page.listings.items.map((item) => item.id)).toEqual([onMarket.id]);
    expect(page.sold).toMatchObject({ total: 1, items: [{ id: sold.id }] });
    expect(page.responseTime).toBeNull();
  });

  it("is a 404 for anyone who is not an active realtor", async () => {
    const member = await createUser(t, { role: "user" });
    for (const id of [member.id, "no-such-account", "x".repeat(100)]) {
      expect((await t.client.get(`/api/realtors/${id}`)).status, id).toBe(404);
    }
  });
});

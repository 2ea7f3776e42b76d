import { describe, expect, it } from "vitest";
import type {
  DirectoryPage,
  MyDirectoryEntry,
  PhotographerCard,
  RealtorCard,
} from "../../src/shared/directory";
import { uniqueWord } from "../factories/directory";
import { signedInClient } from "../factories/users";
import { getJson } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";
import { TestClient } from "../setup/test-client";

const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

async function patchOk(client: TestClient, body: unknown) {
  const response = await client.patch("/api/directory/me", body);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as MyDirectoryEntry;
}

async function patchRefused(client: TestClient, body: unknown) {
  const response = await client.patch("/api/directory/me", body);
  expect(response.status).toBe(400);
  const error = await response.json();
  expect(error.code).toBe("VALIDATION_FAILED");
  return error.issues as { path: string; message: string }[];
}

describe("GET /api/directory/me", () => {
  it("is 401 signed out and 403 for roles without a directory entry", async () => {
    expect((await new TestClient(t).get("/api/directory/me")).status).toBe(401);
    for (const role of ["user", "admin"] as const) {
      const { client } = await signedInClient(t, { role });
      expect((await client.get("/api/directory/me")).status, role).toBe(403);
      expect((await client.patch("/api/directory/me", { bio: "x" })).status, role).toBe(403);
    }
  });

  it("creates an empty, listed realtor entry on the first read", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    const me = await getJson<MyDirectoryEntry>(client, "/api/directory/me");
    expect(me).toMatchObject({
      kind: "realtor",
      entry: {
        title: null,
        company: null,
        bio: null,
        specialties: [],
        languages: [],
        listed: true,
        rating: null,
        reviewCount: 0,
      },
    });
    expect(await getJson(client, "/api/directory/me")).toEqual(me);
  });

  it("creates a photographer entry with the default headline and an empty portfolio", async () => {
    const { client } = await signedInClient(t, { role: "photographer" });
    expect(await getJson<MyDirectoryEntry>(client, "/api/directory/me")).toMatchObject({
      kind: "photographer",
      entry: {
        specialty: "Real Estate Photography",
        specialties: [],
        portfolio: [],
        listed: true,
      },
    });
  });
});

describe("PATCH /api/directory/me", () => {
  it("saves a realtor's fields, and the card shows them once listed", async () => {
    const word = uniqueWord();
    const { client, account } = await signedInClient(t, { role: "realtor", name: "Ada Agent" });
    const me = await patchOk(client, {
      title: "  Broker Associate ",
      company: `${word} Realty`,
      bio: "Helping families since 2010.",
      location: "Raleigh, NC",
      phone: "(919) 555-0101",
      contactEmail: "ada@example.com",
      website: "https://example.com/ada",
      specialties: ["Family", "First-Time Buyers", "Family"],
      languages: ["English", " French "],
      listed: true,
    });
    expect(me).toMatchObject({
      kind: "realtor",
      entry: {
        title: "Broker Associate",
        company: `${word} Realty`,
        specialties: ["Family", "First-Time Buyers"],
        languages: ["English", "French"],
        listed: true,
      },
    });
    const cards = await getJson<DirectoryPage<RealtorCard>>(
      client,
      `/api/realtors?q=${word}&specialty=Family`,
    );
    expect(cards.items).toMatchObject([
      { id: account.id, name: "Ada Agent", email: "ada@example.com", title: "Broker Associate" },
    ]);

    // Only the fields sent change; an empty text clears its field.
    const cleared = await patchOk(client, { website: "", title: "" });
    expect(cleared.entry).toMatchObject({ website: null, title: null, company: `${word} Realty` });
  });

  it("saves a photographer's fields and replaces their tags", async () => {
    const word = uniqueWord();
    const { client } = await signedInClient(t, { role: "photographer" });
    await patchOk(client, {
      specialty: "Aerial Photography",
      location: word,
      experience: "5 years",
      priceRange: "$200 - $500",
      specialties: ["Aerial", "Drone"],
      listed: true,
    });
    const me = await patchOk(client, { specialties: ["Twilight"] });
    expect(me.entry).toMatchObject({
      specialty: "Aerial Photography",
      experience: "5 years",
      priceRange: "$200 - $500",
      specialties: ["Twilight"],
    });
    const cards = await getJson<DirectoryPage<PhotographerCard>>(
      client,
      `/api/photographers?q=${word}`,
    );
    expect(cards.items.map((card) => card.specialties)).toEqual([["Twilight"]]);
  });

  it("refuses rating, review count and other fields the user may not set", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    for (const body of [
      { rating: 5 },
      { reviewCount: 999 },
      { licenseNumber: "X" },
      { experience: "1" },
    ]) {
      const issues = await patchRefused(client, body);
      expect(issues[0]?.message).toMatch(/unrecognized key/i);
    }
    const me = await getJson<MyDirectoryEntry>(client, "/api/directory/me");
    expect(me.entry).toMatchObject({ rating: null, reviewCount: 0, licenseNumber: null });

    const photographer = await signedInClient(t, { role: "photographer" });
    expect(await patchRefused(photographer.client, { rating: 5 })).toHaveLength(1);
    expect(await patchRefused(photographer.client, { languages: ["English"] })).toHaveLength(1);
  });

  it("reports bad values on their fields", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    expect(await patchRefused(client, { website: "javascript:alert(1)" })).toEqual([
      { path: "website", message: "Please enter a valid URL." },
    ]);
    expect(await patchRefused(client, { website: "ftp://example.com" })).toEqual([
      { path: "website", message: "Please enter a valid URL." },
    ]);
    expect(await patchRefused(client, { contactEmail: "nope" })).toEqual([
      { path: "contactEmail", message: "Please enter a valid email address." },
    ]);
    expect((await patchRefused(client, { specialties: ["Drone"] }))[0]?.path).toBe("specialties.0");
    const nine = [
      "Luxury",
      "Investment",
      "Family",
      "Commercial",
      "Relocation",
      "Condos",
      "Waterfront",
      "Rentals",
      "Downsizing",
    ];
    expect(await patchRefused(client, { specialties: nine })).toEqual([
      { path: "specialties", message: "Choose at most 8 specialties" },
    ]);
    const eleven = Array.from({ length: 11 }, (_, i) => `Language ${i}`);
    expect(await patchRefused(client, { languages: eleven })).toEqual([
      { path: "languages", message: "List at most 10 languages" },
    ]);
    expect((await patchRefused(client, { bio: "x".repeat(2001) }))[0]?.path).toBe("bio");
    expect((await patchRefused(client, { listed: "yes" }))[0]?.path).toBe("listed");

    const photographer = await signedInClient(t, { role: "photographer" });
    expect((await patchRefused(photographer.client, { specialty: " " }))[0]?.path).toBe(
      "specialty",
    );
    expect((await patchRefused(photographer.client, { specialties: ["Luxury"] }))[0]?.path).toBe(
      "specialties.0",
    );
  });
});

import { describe, expect, it } from "vitest";
import { addToDirectory } from "../../src/server/directory/entries.service";
import type { DirectoryPage, PhotographerCard } from "../../src/shared/directory";
import {
  addPortfolioRows,
  createAccount,
  createPhotographerEntry,
  uniqueWord,
} from "../factories/directory";
import { addReviews } from "../factories/reviews";
import { getJson } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";

const t = setupTestApp();

const search = (query: Record<string, string>) =>
  getJson<DirectoryPage<PhotographerCard>>(
    t.client,
    `/api/photographers?${new URLSearchParams(query)}`,
  );
const namesFor = async (query: Record<string, string>) =>
  (await search(query)).items.map((card) => card.name).sort();

describe("GET /api/photographers", () => {
  it("returns the whole card with tags, the first 3 portfolio images and the Instagram handle", async () => {
    const word = uniqueWord();
    const photographer = await createPhotographerEntry(
      t,
      {
        specialty: "Architectural Photography",
        company: `${word} Studio`,
        bio: "Clean lines.",
        location: "Denver, CO",
        phone: "(303) 555-0199",
        experience: "9 years",
        priceRange: "$300 - $800",
        website: "https://example.com/lens",
        tags: ["Twilight", "Architecture"],
      },
      { name: "Lee Lens", socialMedia: { instagram: "leelens" } },
    );
    const images = await addPortfolioRows(t, photographer.userId, 4);
    await addReviews(t, photographer.userId, [5, 5, 5, 5, 5, 5, 5, 5, 4]);
    const [card] = (await search({ q: "lee lens" })).items;
    expect(card).toMatchObject({
      id: photographer.userId,
      name: "Lee Lens",
      avatarUrl: null,
      rating: 4.9,
      reviewCount: 9,
      specialty: "Architectural Photography",
      company: `${word} Studio`,
      location: "Denver, CO",
      experience: "9 years",
      priceRange: "$300 - $800",
      bio: "Clean lines.",
      specialties: ["Architecture", "Twilight"],
      email: null,
      phone: "(303) 555-0199",
      website: "https://example.com/lens",
      instagram: "leelens",
    });
    expect(card?.portfolio).toHaveLength(3);
    const first = images[0];
    expect(card?.portfolio[0]).toEqual({
      src: `/media/${first?.storageKey}-960.webp`,
      srcSet: [480, 960, 1600].map((w) => `/media/${first?.storageKey}-${w}.webp ${w}w`).join(", "),
      width: 1600,
      height: 1067,
    });
  });

  it("has no Instagram handle, website, e-mail or portfolio when none is given", async () => {
    const word = uniqueWord();
    const entry = await createPhotographerEntry(
      t,
      { location: word },
      { socialMedia: { facebook: "someone" } },
    );
    const response = await t.client.get(`/api/photographers?q=${word}`);
    expect(await response.clone().text()).not.toContain(entry.email);
    const [card] = ((await response.json()) as DirectoryPage<PhotographerCard>).items;
    expect(card).toMatchObject({
      instagram: null,
      website: null,
      email: null,
      portfolio: [],
      specialties: [],
    });
  });

  it("shows the contact e-mail the photographer gave", async () => {
    const word = uniqueWord();
    await createPhotographerEntry(t, { location: word, contactEmail: "studio@example.com" });
    expect((await search({ q: word })).items[0]?.email).toBe("studio@example.com");
  });

  it("finds photographers by name, specialty, location or tag, ignoring case", async () => {
    const word = uniqueWord();
    await createPhotographerEntry(t, {}, { name: `Sam ${word}` });
    await createPhotographerEntry(t, { specialty: `${word} Interiors` }, { name: "By Specialty" });
    await createPhotographerEntry(t, { location: `${word}, WA` }, { name: "By Location" });
    await createPhotographerEntry(t, { company: word }, { name: "By Company Only" });
    await createPhotographerEntry(t, { bio: word }, { name: "By Bio Only" });
    expect(await namesFor({ q: word.toUpperCase() })).toEqual(
      ["By Location", "By Specialty", `Sam ${word}`].sort(),
    );

    const tagged = await createPhotographerEntry(t, { tags: ["Floor Plans"] }, { name: "Tagged" });
    const byTag = (await search({ q: "floor PLANS" })).items.map((card) => card.id);
    expect(byTag).toContain(tagged.userId);
  });

  it.each([
    ["Architecture", ["Architecture"]],
    ["Interiors", ["Interiors"]],
    ["Aerial", ["Aerial", "Drone"]],
    ["Virtual", ["Virtual Tours"]],
    ["Twilight", ["Twilight"]],
  ])("the %s tab matches the tags %j", async (tab, tags) => {
    const word = uniqueWord();
    for (const tag of tags) {
      await createPhotographerEntry(t, { location: word, tags: [tag] }, { name: `Has ${tag}` });
    }
    await createPhotographerEntry(t, { location: word, tags: ["Staging"] }, { name: "Other" });
    // The headline specialty is not a tag: only tags decide the tabs.
    await createPhotographerEntry(
      t,
      { location: word, specialty: `${tab} Photography` },
      { name: "Headline Only" },
    );
    const expected = tags.map((tag) => `Has ${tag}`).sort();
    expect(await namesFor({ q: word, specialty: tab })).toEqual(expected);
    expect(await namesFor({ q: word, specialty: tab.toLowerCase() })).toEqual(expected);
  });

  it("refuses a specialty that is not a tab", async () => {
    for (const specialty of ["Drone", "Virtual Tours", "Luxury"]) {
      const response = await t.client.get(`/api/photographers?specialty=${specialty}`);
      expect(response.status, specialty).toBe(400);
      expect((await response.json()).issues).toEqual([
        {
          path: "specialty",
          message:
            "Specialty must be one of: all, Architecture, Interiors, Aerial, Virtual, Twilight",
        },
      ]);
    }
  });

  it("hides unlisted entries, banned accounts and accounts that are not photographers", async () => {
    const word = uniqueWord();
    await createPhotographerEntry(t, { location: word }, { name: "Shown" });
    await createPhotographerEntry(t, { location: word, listed: false }, { name: "Unlisted" });
    await createPhotographerEntry(t, { location: word }, { name: "Banned", banned: true });
    await createPhotographerEntry(t, { location: word }, { name: "Realtor", role: "realtor" });
    expect(await namesFor({ q: word })).toEqual(["Shown"]);
  });

  it("pages by 24", async () => {
    const word = uniqueWord();
    for (let i = 0; i < 25; i++) await createPhotographerEntry(t, { location: word });
    const first = await search({ q: word });
    expect(first).toMatchObject({ page: 1, pageCount: 2, total: 25 });
    expect(first.items).toHaveLength(24);
    expect((await search({ q: word, page: "2" })).items).toHaveLength(1);
  });

  it("lists a photographer approved from a request with their company and website", async () => {
    const word = uniqueWord();
    const account = await createAccount(t, { role: "photographer", name: "Kim Shutter" });
    await addToDirectory(t.deps.db, {
      userId: account.id,
      requestType: "photographer",
      fullName: "Kim S.",
      companyName: `${word} Imaging`,
      companyWebsite: "https://example.com/kim",
    });
    const [card] = (await search({ q: "kim shutter" })).items;
    expect(card).toMatchObject({
      id: account.id,
      // An account that has a name keeps it.
      name: "Kim Shutter",
      company: `${word} Imaging`,
      website: "https://example.com/kim",
      specialty: "Real Estate Photography",
    });
  });
});

import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  propertyImages,
  savedSearches,
  savedSearchMatches,
} from "../../src/server/platform/db/schema";
import { sendSearchDigests } from "../../src/server/saved-searches/search-digest.service";
import { createListing } from "../factories/manage-properties";
import { alertsSettled, createSavedSearch, noticesOf } from "../factories/saved-searches";
import { createUser, signedInClient } from "../factories/users";
import { setupMailTestApp } from "../setup/setup-mail-test-app";
import { linksIn } from "../setup/smtp-sink";
import { TEST_ORIGIN } from "../setup/test-app";

const t = setupMailTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

const listing = (title: string, price: string) => ({
  title,
  city: "Austin",
  state: "TX" as const,
  zip: "73301",
  price,
});

async function pendingOf(searchId: string) {
  return t.deps.db
    .select()
    .from(savedSearchMatches)
    .where(and(eq(savedSearchMatches.searchId, searchId), isNull(savedSearchMatches.emailedAt)));
}

describe("instant alerts", () => {
  it("e-mails an instant search's new match at once, with its photo, price and link", async () => {
    const buyer = await createUser(t, { name: "Ivy Instant" });
    const search = await createSavedSearch(t, buyer.id, {
      name: "Marlow homes",
      words: ["marlowe"],
      frequency: "instant",
    });
    const { client } = await signedInClient(t, { role: "realtor" });
    const { id } = await createListing(client, listing("Marlowe Villa", "712,000"));
    const mail = await t.smtp.waitFor(buyer.email, /New match for Marlow homes: Marlowe Villa/);
    expect(mail.text).toContain("Hi Ivy Instant");
    expect(mail.text).toContain("$712,000");
    // Every link to a listing in the plain-text part is whole (not run into the next word).
    const listingLinks = linksIn(mail).filter((link) => link.includes("/property/"));
    expect(listingLinks.length).toBeGreaterThan(0);
    expect(new Set(listingLinks)).toEqual(new Set([`${TEST_ORIGIN}/property/${id}`]));
    expect(mail.html).toMatch(/<img[^>]+src="[^"]+\/media\/[^"]+"/);
    await alertsSettled(t);
    expect(await pendingOf(search.id)).toEqual([]);
    expect(await noticesOf(t, buyer.id)).toEqual(["search_match: New match for Marlow homes"]);
  });

  it("turns one search's alerts off with its one-click link, and only that search's", async () => {
    const buyer = await createUser(t);
    const search = await createSavedSearch(t, buyer.id, {
      name: "Tillbury",
      words: ["tillbury"],
      frequency: "instant",
    });
    const other = await createSavedSearch(t, buyer.id, { words: ["tillbury"], frequency: "daily" });
    const { client } = await signedInClient(t, { role: "realtor" });
    await createListing(client, listing("Tillbury Mews", "300,000"));
    const mail = await t.smtp.waitFor(buyer.email, /New match for Tillbury/);
    const url = (mail.headers["list-unsubscribe"] ?? "").replace(/^<|>$/g, "");
    const response = await t.app.request(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ topic: "search" });
    const frequencies = await t.deps.db
      .select({ id: savedSearches.id, frequency: savedSearches.frequency })
      .from(savedSearches)
      .where(eq(savedSearches.userId, buyer.id));
    expect(Object.fromEntries(frequencies.map((row) => [row.id, row.frequency]))).toEqual({
      [search.id]: "off",
      [other.id]: "daily",
    });
  });
});

describe("daily and weekly digests", () => {
  it("lists every match since the last digest in one e-mail, once per period", async () => {
    const buyer = await createUser(t, { name: "Dora Daily" });
    const search = await createSavedSearch(t, buyer.id, {
      name: "Pennycress",
      query: "q=pennycress",
      words: ["pennycress"],
      frequency: "daily",
    });
    const weekly = await createSavedSearch(t, buyer.id, {
      name: "Pennycress weekly",
      words: ["pennycress"],
      frequency: "weekly",
    });
    const { client } = await signedInClient(t, { role: "realtor" });
    const first = await createListing(client, listing("Pennycress Farm", "410,000"));
    const second = await createListing(client, listing("Pennycress Loft", "295,500"));
    // The digest draws the cover it finds then: this one has lost its photos since.
    await t.deps.db.delete(propertyImages).where(eq(propertyImages.propertyId, second.id));
    await alertsSettled(t);
    // Nothing went by e-mail yet: both wait for the digests.
    expect(await pendingOf(search.id)).toHaveLength(2);

    const now = new Date(Date.now() + 24 * 3_600_000);
    const sent = await sendSearchDigests(t.deps.db, t.deps.mailer, now);
    expect(sent).toEqual(expect.arrayContaining([search.id, weekly.id]));
    const mail = await t.smtp.waitFor(buyer.email, /^2 new matches for Pennycress$/);
    expect(mail.text).toContain("Hi Dora Daily");
    for (const [{ id }, title, price] of [
      [first, "Pennycress Farm", "$410,000"],
      [second, "Pennycress Loft", "$295,500"],
    ] as const) {
      expect(mail.text).toContain(title);
      expect(mail.text).toContain(price);
      expect(linksIn(mail)).toContain(`${TEST_ORIGIN}/property/${id}`);
    }
    // The listing with a photo shows it; the one without has none to show.
    expect(mail.html.match(/<img[^>]+\/media\//g) ?? []).toHaveLength(1);
    expect(linksIn(mail)).toContain(`${TEST_ORIGIN}/search?q=pennycress`);
    expect(mail.headers["list-unsubscribe"]).toContain("topic=search");
    expect(await pendingOf(search.id)).toEqual([]);

    // A second run in the same period, and a new match later that day, wait for tomorrow.
    expect(await sendSearchDigests(t.deps.db, t.deps.mailer, now)).not.toContain(search.id);
    await createListing(client, listing("Pennycress Barn", "500,000"));
    await alertsSettled(t);
    const sameDay = new Date(now.getTime() + 60_000);
    expect(await sendSearchDigests(t.deps.db, t.deps.mailer, sameDay)).not.toContain(search.id);
    const nextDay = new Date(now.getTime() + 24 * 3_600_000);
    expect(await sendSearchDigests(t.deps.db, t.deps.mailer, nextDay)).toContain(search.id);
    const next = await t.smtp.waitFor(buyer.email, /New match for Pennycress: Pennycress Barn/);
    expect(next.text).not.toContain("Pennycress Loft");
  });

  it("sends nothing for a search that is off, paused, or has no new match", async () => {
    const buyer = await createUser(t);
    const off = await createSavedSearch(t, buyer.id, { words: ["quenby"], frequency: "off" });
    const paused = await createSavedSearch(t, buyer.id, { words: ["quenby"], paused: true });
    const quiet = await createSavedSearch(t, buyer.id, { words: ["nothingmatchesthis"] });
    const { client } = await signedInClient(t, { role: "realtor" });
    await createListing(client, listing("Quenby Hall", "640,000"));
    await alertsSettled(t);
    const sent = await sendSearchDigests(
      t.deps.db,
      t.deps.mailer,
      new Date(Date.now() + 86_400_000),
    );
    expect(sent.filter((id) => [off.id, paused.id, quiet.id].includes(id))).toEqual([]);
    // An 'off' search still shows its match in the app: only the e-mail is off.
    expect(await noticesOf(t, buyer.id)).toHaveLength(1);
  });
});

import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications } from "../../src/server/platform/db/schema";
import { recordPriceChange } from "../../src/server/properties/price-history";
import type { ListingJob } from "../../src/server/saved-searches/alert-jobs";
import { matchListing } from "../../src/server/saved-searches/match-listing.service";
import { listSavedSearches } from "../../src/server/saved-searches/saved-searches.service";
import { sendSearchDigests } from "../../src/server/saved-searches/search-digest.service";
import type { PropertyFormInput } from "../../src/shared/schemas/property-form";
import { createListing, editListing } from "../factories/manage-properties";
import {
  alertsSettled,
  createSavedSearch,
  matchesOf,
  noticesOf,
} from "../factories/saved-searches";
import { createUser, signedInClient } from "../factories/users";
import { queuedMailCount } from "../setup/queued-mail";
import { setupMailTestApp } from "../setup/setup-mail-test-app";

const t = setupMailTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

const DAY = 86_400_000;

/** A listing in Austin named `title`, at `price`, whose price the test then changes. */
async function listingAt(title: string, price: string) {
  const { client } = await signedInClient(t, { role: "realtor" });
  const fields: Partial<PropertyFormInput> = {
    title,
    city: "Austin",
    state: "TX",
    zip: "73301",
    price,
  };
  const { id, staged } = await createListing(client, fields);
  await alertsSettled(t);
  return {
    id,
    /** Saves the listing at `newPrice` (everything else as it was) and waits for its alerts. */
    reprice: async (newPrice: string) => {
      await editListing(client, id, staged, { ...fields, price: newPrice });
      await alertsSettled(t);
    },
  };
}

const searchAlerts = (email: string) => queuedMailCount(t.deps.db, email, "search-alert");

/** The alerts.listing jobs queued for a listing with a change, oldest first. */
async function changeJobsOf(propertyId: string): Promise<ListingJob[]> {
  const result = await t.deps.db.execute(sql`
    select data, created_on from pgboss.job
      where name = 'alerts.listing' and data->>'propertyId' = ${propertyId}
        and data->'change' is not null
    union all select data, created_on from pgboss.archive
      where name = 'alerts.listing' and data->>'propertyId' = ${propertyId}
        and data->'change' is not null
    order by created_on`);
  return (result as unknown as { rows: { data: ListingJob }[] }).rows.map((row) => row.data);
}

describe("price cuts reach the saved searches the listing matches", () => {
  it("tells an instant search of every cut, once each, with the old and new price", async () => {
    const buyer = await createUser(t);
    const search = await createSavedSearch(t, buyer.id, {
      name: "Larkspur",
      words: ["larkspur"],
      maxPrice: 600_000,
      frequency: "instant",
    });
    // Matches before the cuts, not after the second: it hears of the first only.
    const above = await createSavedSearch(t, buyer.id, {
      name: "Larkspur upper",
      words: ["larkspur"],
      minPrice: 420_000,
      frequency: "instant",
    });
    const home = await listingAt("Larkspur House", "500,000");
    await t.smtp.waitFor(buyer.email, /^New match for Larkspur: Larkspur House$/);

    await home.reprice("450,000");
    await home.reprice("400,000");
    await home.reprice("380,000");
    for (const [now, was] of [
      ["450,000", "500,000"],
      ["400,000", "450,000"],
      ["380,000", "400,000"],
    ]) {
      const subject = new RegExp(
        `^Price cut for Larkspur: Larkspur House, now \\$${now}, was \\$${was}$`,
      );
      const mail = await t.smtp.waitFor(buyer.email, subject);
      expect(mail.text).toContain(`Price cut: now $${now}, was $${was}`);
      expect(mail.text).toContain(`/property/${home.id}`);
    }
    expect(await matchesOf(t, search.id)).toEqual([
      `${home.id}:new`,
      `${home.id}:price_drop`,
      `${home.id}:price_drop`,
      `${home.id}:price_drop`,
    ]);
    expect(await matchesOf(t, above.id)).toEqual([`${home.id}:new`, `${home.id}:price_drop`]);
    // Both searches hear of a change in one transaction, so their notices share a time.
    expect((await noticesOf(t, buyer.id)).sort()).toEqual([
      "search_match: New match for Larkspur",
      "search_match: New match for Larkspur upper",
      "search_price_drop: Price cut for Larkspur",
      "search_price_drop: Price cut for Larkspur",
      "search_price_drop: Price cut for Larkspur",
      "search_price_drop: Price cut for Larkspur upper",
    ]);
    // Two new matches, four cuts: one e-mail each, nothing twice.
    expect(await searchAlerts(buyer.email)).toBe(6);
  });

  it("tells a cut that brings a home into a search as a cut, and a later edit as nothing", async () => {
    const buyer = await createUser(t);
    const search = await createSavedSearch(t, buyer.id, {
      name: "Foxglove",
      words: ["foxglove"],
      maxPrice: 480_000,
      frequency: "instant",
    });
    const home = await listingAt("Foxglove Cottage", "500,000");
    expect(await matchesOf(t, search.id)).toEqual([]);

    await home.reprice("470,000");
    const mail = await t.smtp.waitFor(buyer.email, /^Price cut for Foxglove:/);
    expect(mail.subject).toBe(
      "Price cut for Foxglove: Foxglove Cottage, now $470,000, was $500,000",
    );
    expect(mail.text).toContain("A price cut on a home that matches your saved search Foxglove:");
    const notices = await t.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, buyer.id));
    expect(notices).toEqual([
      expect.objectContaining({
        kind: "search_price_drop",
        title: "Price cut for Foxglove",
        body: "Foxglove Cottage: now $470,000, was $500,000",
        link: `/property/${home.id}`,
      }),
    ]);

    // The same price again and a rise are no news; the search counts one unseen item.
    await home.reprice("470,000");
    await home.reprice("475,000");
    expect(await noticesOf(t, buyer.id)).toEqual(["search_price_drop: Price cut for Foxglove"]);
    expect(await searchAlerts(buyer.email)).toBe(1);
    const [listed] = await listSavedSearches(t.deps.db, buyer.id);
    expect(listed?.newMatches).toBe(1);
  });

  it("sends nothing for a price rise", async () => {
    const buyer = await createUser(t);
    const search = await createSavedSearch(t, buyer.id, {
      words: ["hawthorne"],
      frequency: "instant",
    });
    const home = await listingAt("Hawthorne Manor", "500,000");
    await home.reprice("550,000");
    expect(await matchesOf(t, search.id)).toEqual([`${home.id}:new`]);
    expect(await noticesOf(t, buyer.id)).toHaveLength(1);
    expect(await searchAlerts(buyer.email)).toBe(1);
    expect(await changeJobsOf(home.id)).toEqual([]);
  });

  it("tells nothing twice when the job of a cut runs again", async () => {
    const buyer = await createUser(t);
    const search = await createSavedSearch(t, buyer.id, {
      words: ["mistletoe"],
      frequency: "instant",
    });
    const home = await listingAt("Mistletoe Farm", "500,000");
    await home.reprice("440,000");
    const [job, ...others] = await changeJobsOf(home.id);
    expect(others).toEqual([]);
    expect(job?.change?.reason).toBe("price_drop");
    if (!job) throw new Error("no job of the cut");

    // What a retry, or a second worker, would do with the same job.
    expect(await matchListing(t.deps, job)).toBe(0);
    await t.deps.jobs.send("alerts.listing", job);
    await alertsSettled(t);
    expect(await matchesOf(t, search.id)).toEqual([`${home.id}:new`, `${home.id}:price_drop`]);
    expect(await noticesOf(t, buyer.id)).toHaveLength(2);
    expect(await searchAlerts(buyer.email)).toBe(2);
  });

  it("tells nothing of a cut undone before its job ran", async () => {
    const buyer = await createUser(t);
    const search = await createSavedSearch(t, buyer.id, { words: ["wolfsbane"] });
    const home = await listingAt("Wolfsbane Hollow", "500,000");
    // A cut from 480,000 to 450,000 whose job runs once the listing is back at 500,000.
    const undone = await recordPriceChange(t.deps.db, home.id, 480_000, 450_000);
    if (!undone) throw new Error("no price change");
    const job: ListingJob = {
      propertyId: home.id,
      change: { reason: "price_drop", id: undone.id },
    };
    expect(await matchListing(t.deps, job)).toBe(0);
    expect(await matchesOf(t, search.id)).toEqual([`${home.id}:new`]);
    expect(await noticesOf(t, buyer.id)).toHaveLength(1);
  });

  it("collects a digest search's cuts into its digest", async () => {
    const buyer = await createUser(t, { name: "Dana Digest" });
    const search = await createSavedSearch(t, buyer.id, {
      name: "Bramble",
      words: ["bramble"],
      frequency: "daily",
    });
    const home = await listingAt("Bramble Hall", "500,000");
    let now = Date.now() + DAY;
    expect(await sendSearchDigests(t.deps.db, t.deps.mailer, new Date(now))).toContain(search.id);
    await t.smtp.waitFor(buyer.email, /^New match for Bramble: Bramble Hall$/);

    await home.reprice("460,000");
    await home.reprice("430,000");
    // Nothing goes at once: both cuts wait for the next digest.
    expect(await searchAlerts(buyer.email)).toBe(1);
    now += DAY;
    expect(await sendSearchDigests(t.deps.db, t.deps.mailer, new Date(now))).toContain(search.id);
    const digest = await t.smtp.waitFor(buyer.email, /^2 price cuts for Bramble$/);
    expect(digest.text).toContain("Hi Dana Digest");
    expect(digest.text).toContain("Price cuts on homes that match your saved search Bramble:");
    expect(digest.text).toContain("Price cut: now $460,000, was $500,000");
    expect(digest.text).toContain("Price cut: now $430,000, was $460,000");
    // The newest first.
    expect(digest.text.indexOf("now $430,000")).toBeLessThan(digest.text.indexOf("now $460,000"));
    expect(await noticesOf(t, buyer.id)).toEqual([
      "search_match: New match for Bramble",
      "search_price_drop: Price cut for Bramble",
      "search_price_drop: Price cut for Bramble",
    ]);
    now += DAY;
    expect(await sendSearchDigests(t.deps.db, t.deps.mailer, new Date(now))).not.toContain(
      search.id,
    );
    expect(await searchAlerts(buyer.email)).toBe(2);
  });

  it("e-mails nothing for a search whose alerts are off, at once or in a digest", async () => {
    const buyer = await createUser(t);
    const search = await createSavedSearch(t, buyer.id, { words: ["yarrow"], frequency: "off" });
    const home = await listingAt("Yarrow Lodge", "500,000");
    await home.reprice("450,000");
    const sent = await sendSearchDigests(t.deps.db, t.deps.mailer, new Date(Date.now() + DAY));
    expect(sent).not.toContain(search.id);
    expect(await searchAlerts(buyer.email)).toBe(0);
    // As for new matches, an 'off' search still shows its news in the app.
    expect(await noticesOf(t, buyer.id)).toEqual([
      expect.stringMatching(/^search_match: /),
      expect.stringMatching(/^search_price_drop: /),
    ]);
  });
});

describe("a listing back on the market", () => {
  it("is told once per return, through the job its status change queues", async () => {
    const buyer = await createUser(t);
    const search = await createSavedSearch(t, buyer.id, {
      name: "Sorrel",
      words: ["sorrel"],
      frequency: "instant",
    });
    const other = await createSavedSearch(t, buyer.id, { name: "Sorrel away", words: ["nowhere"] });
    const home = await listingAt("Sorrel Barn", "500,000");
    const job: ListingJob = {
      propertyId: home.id,
      change: { reason: "back_on_market", id: randomUUID() },
    };
    await t.deps.jobs.send("alerts.listing", job);
    await alertsSettled(t);
    const mail = await t.smtp.waitFor(buyer.email, /^Back on the market for Sorrel: Sorrel Barn$/);
    expect(mail.text).toContain("A home back on the market matches your saved search Sorrel:");
    expect(mail.text).toContain("Back on the market: $500,000");
    expect(await matchListing(t.deps, job)).toBe(0);
    expect(await matchesOf(t, search.id)).toEqual([`${home.id}:back_on_market`, `${home.id}:new`]);
    expect(await matchesOf(t, other.id)).toEqual([]);
    expect(await noticesOf(t, buyer.id)).toEqual([
      "search_match: New match for Sorrel",
      "search_back_on_market: Back on the market for Sorrel",
    ]);
  });
});

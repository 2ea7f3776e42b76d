import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { properties } from "../../src/server/platform/db/schema";
import { matchingSearchIds, readMatchListing } from "../../src/server/saved-searches/reverse-match";
import { amenityMask } from "../../src/shared/properties";
import { createListing, propertyForm, putJson } from "../factories/manage-properties";
import { createProperty } from "../factories/properties";
import { createReel } from "../factories/reels";
import {
  alertsSettled,
  createSavedSearch,
  criteriaOf,
  matchesOf,
  noticesOf,
  type SearchOverrides,
} from "../factories/saved-searches";
import { createUser, signedInClient } from "../factories/users";
import { setupMailTestApp } from "../setup/setup-mail-test-app";

const t = setupMailTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

/** The listing most cases match against: every criterion has a value to meet or miss. */
const farmhouse = {
  title: "Sunny Farmhouse Retreat",
  city: "Austin",
  state: "TX" as const,
  zip: "73301",
  price: "500,000",
  bedrooms: 3,
  bathrooms: 2.5,
  propertyType: "House" as const,
  amenities: ["Garage" as const, "Pool" as const],
};

describe("alerts.listing: a new listing finds the saved searches it matches", () => {
  it("matches on every filter kind, as the search itself would, and skips paused searches", async () => {
    const buyer = await createUser(t);
    const cases: [string, SearchOverrides, boolean][] = [
      ["no criteria", {}, true],
      ["part of a word", { words: ["farm"] }, true],
      ["a whole short word", { words: ["tx"] }, true],
      ["two words, both there", { words: ["sunny", "austin"] }, true],
      ["a state's name", { words: ["texas"] }, true],
      ["a short word only part of one", { words: ["fa"] }, false],
      ["a missing word", { words: ["barn"] }, false],
      ["one of two words missing", { words: ["farm", "barn"] }, false],
      ["min price under", { minPrice: 400_000 }, true],
      ["min price equal", { minPrice: 500_000 }, true],
      ["min price over", { minPrice: 600_000 }, false],
      ["max price equal", { maxPrice: 500_000 }, true],
      ["max price under", { maxPrice: 499_999 }, false],
      ["price band around", { minPrice: 450_000, maxPrice: 550_000 }, true],
      // The chips are minimums (3 beds meets 1+, 2+ and 3+), Studio and the switch exact.
      ["beds 3+", await criteriaOf("beds=3"), true],
      ["beds 2+", await criteriaOf("beds=2"), true],
      ["beds 4+", await criteriaOf("beds=4"), false],
      ["beds exactly 3", await criteriaOf("beds=3&bedsExact=true"), true],
      ["beds exactly 2", await criteriaOf("beds=2&bedsExact=true"), false],
      ["studio", await criteriaOf("beds=0"), false],
      ["baths 2+ (2.5)", await criteriaOf("baths=2"), true],
      ["baths 1+", await criteriaOf("baths=1"), true],
      ["baths 3+", await criteriaOf("baths=3"), false],
      // The form's 1,800 square feet; no lot size or year built given.
      ["square feet in range", await criteriaOf("minSqft=1800&maxSqft=2000"), true],
      ["square feet too few", await criteriaOf("minSqft=1801"), false],
      ["a lot size the listing does not state", await criteriaOf("minLotAcres=0.1"), false],
      ["a year built the listing does not state", await criteriaOf("maxYearBuilt=2100"), false],
      ["listed in the last day", await criteriaOf("listedWithin=1"), true],
      ["with a video tour", await criteriaOf("videoTour=true"), false],
      ["with a price cut", await criteriaOf("priceCut=true"), false],
      ["types with House", { types: ["Condo", "House"] }, true],
      ["types without House", { types: ["Condo"] }, false],
      ["amenity held", { amenityMask: amenityMask(["Garage"]) }, true],
      ["amenities all held", { amenityMask: amenityMask(["Garage", "Pool"]) }, true],
      ["an amenity missing", { amenityMask: amenityMask(["Garage", "Gym"]) }, false],
      ["featured only", { featuredOnly: true }, false],
      // The listing stands at propertyForm's position, Springfield, IL (-89.6889, 39.7725).
      ["inside a map area", { areaBox: "(-89,40),(-90,39)" }, true],
      ["outside a map area", { areaBox: "(-97,31),(-98,30)" }, false],
      ["inside a drawn area", { areaPolygon: "((-90,39),(-89,39),(-89.5,40.5))" }, true],
      ["in a drawn area's box only", { areaPolygon: "((-90,39),(-89,39),(-89,40.5))" }, false],
      [
        "inside a map area and a drawn area, with a word",
        {
          areaBox: "(-89,40),(-90,39)",
          areaPolygon: "((-90,39),(-89,39),(-89.5,40.5))",
          words: ["farm"],
        },
        true,
      ],
      ["paused", { paused: true }, false],
    ];
    const searches = [];
    for (const [label, overrides, expected] of cases) {
      searches.push({ label, expected, row: await createSavedSearch(t, buyer.id, overrides) });
    }
    const { client } = await signedInClient(t, { role: "realtor" });
    const { id } = await createListing(client, farmhouse);
    await alertsSettled(t);

    for (const { label, expected, row } of searches) {
      expect(await matchesOf(t, row.id), label).toEqual(expected ? [`${id}:new`] : []);
    }
    // The index's candidate filter narrows and never changes the answer of the exact check.
    const listing = await readMatchListing(t.deps.db, id);
    if (!listing) throw new Error("no listing");
    expect((await matchingSearchIds(t.deps.db, listing)).sort()).toEqual(
      (await matchingSearchIds(t.deps.db, listing, { indexed: false })).sort(),
    );
    // One in-app notice per matching search, each opening the listing.
    const matching = cases.filter(([, , expected]) => expected).length;
    expect(await noticesOf(t, buyer.id)).toHaveLength(matching);
  });

  it("matches a featured-only search with a featured listing", async () => {
    const buyer = await createUser(t);
    const search = await createSavedSearch(t, buyer.id, { featuredOnly: true, words: ["zephyr"] });
    const { client } = await signedInClient(t, { role: "admin" });
    const plain = await createListing(client, { ...farmhouse, title: "Zephyr Plain" });
    const featured = await createListing(client, {
      ...farmhouse,
      title: "Zephyr Featured",
      isFeatured: true,
    });
    await alertsSettled(t);
    expect(await matchesOf(t, search.id)).toEqual([`${featured.id}:new`]);
    expect(plain.id).not.toBe(featured.id);
  });

  it("alerts once when an edit brings a listing into a search, however often it is edited after", async () => {
    const buyer = await createUser(t);
    const search = await createSavedSearch(t, buyer.id, {
      words: ["quillfield"],
      minPrice: 600_000,
    });
    const { client } = await signedInClient(t, { role: "realtor" });
    const title = "Quillfield Cottage";
    const { id, staged } = await createListing(client, { ...farmhouse, title });
    await alertsSettled(t);
    expect(await matchesOf(t, search.id)).toEqual([]);

    const images = staged.map((image) => ({ id: image.uploadId }));
    const edit = (price: string) =>
      putJson(
        client,
        `/api/manage/properties/${id}`,
        propertyForm({ ...farmhouse, title, price, images }),
      );
    expect((await edit("650,000")).status).toBe(200);
    await alertsSettled(t);
    expect(await matchesOf(t, search.id)).toEqual([`${id}:new`]);
    expect((await edit("660,000")).status).toBe(200);
    await alertsSettled(t);
    expect(await matchesOf(t, search.id)).toEqual([`${id}:new`]);
    expect(await noticesOf(t, buyer.id)).toEqual([`search_match: New match for ${search.name}`]);
  });

  it("adds nothing when an edit takes a listing out of a search", async () => {
    const buyer = await createUser(t);
    const search = await createSavedSearch(t, buyer.id, {
      words: ["brackenby"],
      maxPrice: 550_000,
    });
    const other = await createSavedSearch(t, buyer.id, { words: ["brackenby"], minPrice: 600_000 });
    const { client } = await signedInClient(t, { role: "realtor" });
    const title = "Brackenby Lodge";
    const { id, staged } = await createListing(client, { ...farmhouse, title });
    await alertsSettled(t);
    const images = staged.map((image) => ({ id: image.uploadId }));
    const response = await putJson(
      client,
      `/api/manage/properties/${id}`,
      propertyForm({ ...farmhouse, title, price: "525,000", bedrooms: 5, images }),
    );
    expect(response.status).toBe(200);
    await alertsSettled(t);
    expect(await matchesOf(t, search.id)).toEqual([`${id}:new`]);
    expect(await matchesOf(t, other.id)).toEqual([]);
    expect(await noticesOf(t, buyer.id)).toHaveLength(1);
  });
});

describe("saved searches mean what the search means", () => {
  it("matches the 'More filters' on the listing's stated facts, video tour and price cut", async () => {
    const buyer = await createUser(t);
    const queries = {
      "5+ beds": "beds=5",
      exact: "beds=4&bedsExact=true",
      "lot and year": "minLotAcres=0.5&maxLotAcres=1&minYearBuilt=1990&maxYearBuilt=2000",
      "lot too small": "minLotAcres=0.8",
      "built later": "minYearBuilt=2001",
      "video tour": "videoTour=true",
      "price cut": "priceCut=true",
      "listed in the last week": "listedWithin=7",
    };
    const searches = Object.fromEntries(
      await Promise.all(
        Object.entries(queries).map(async ([label, query]) => [
          label,
          (await createSavedSearch(t, buyer.id, await criteriaOf(query))).id,
        ]),
      ),
    ) as Record<keyof typeof queries, string>;
    const listing = await createProperty(t, {
      bedrooms: 5,
      lotSizeAcres: 0.75,
      yearBuilt: 1995,
      lastPriceCut: 20_000,
      lastPriceCutAt: new Date(),
      createdAt: new Date(Date.now() - 10 * 24 * 3600 * 1000),
    });
    await createReel(t, { propertyId: listing.id });
    const found = async () => {
      const read = await readMatchListing(t.deps.db, listing.id);
      if (!read) throw new Error("no listing");
      const ids = await matchingSearchIds(t.deps.db, read);
      // The index's candidates never change the exact check's answer.
      expect(ids.sort()).toEqual(
        (await matchingSearchIds(t.deps.db, read, { indexed: false })).sort(),
      );
      return Object.entries(searches)
        .filter(([, id]) => ids.includes(id))
        .map(([label]) => label)
        .sort();
    };
    expect(await found()).toEqual(["5+ beds", "lot and year", "price cut", "video tour"]);

    // A cut more than 30 days ago is no longer a price cut; a 4-bed home meets the exact search.
    await t.deps.db
      .update(properties)
      .set({ bedrooms: 4, lastPriceCutAt: new Date(Date.now() - 40 * 24 * 3600 * 1000) })
      .where(eq(properties.id, listing.id));
    expect(await found()).toEqual(["exact", "lot and year", "video tour"]);
  });

  it("finds a search for 3 or more bedrooms when a 5-bed home is listed", async () => {
    const buyer = await createUser(t);
    const threePlus = await createSavedSearch(t, buyer.id, await criteriaOf("q=quorndale&beds=3"));
    const studio = await createSavedSearch(t, buyer.id, await criteriaOf("q=quorndale&beds=0"));
    const { client } = await signedInClient(t, { role: "realtor" });
    const { id } = await createListing(client, {
      ...farmhouse,
      title: "Quorndale Manor",
      bedrooms: 5,
    });
    await alertsSettled(t);
    expect(await matchesOf(t, threePlus.id)).toEqual([`${id}:new`]);
    expect(await matchesOf(t, studio.id)).toEqual([]);
  });
});

describe("saved homes: price drops and removals reach the members who saved them", () => {
  it("tells each saver of a home that its price fell, in the app and by e-mail", async () => {
    const { client: realtor } = await signedInClient(t, { role: "realtor" });
    const { id, staged } = await createListing(realtor, { ...farmhouse, title: "Ashgrove Barn" });
    const saver = await signedInClient(t, { name: "Sam Saver" });
    const bystander = await signedInClient(t);
    expect((await saver.client.request("PUT", `/api/saved/${id}`)).status).toBeLessThan(300);
    await alertsSettled(t);

    // The realtor's edit lowers the price: save.service queues alerts.price_drop with it.
    const images = staged.map((image) => ({ id: image.uploadId }));
    const cut = (price: string) =>
      putJson(
        realtor,
        `/api/manage/properties/${id}`,
        propertyForm({ ...farmhouse, title: "Ashgrove Barn", price, images }),
      );
    expect((await cut("450,000")).status).toBe(200);
    await alertsSettled(t);
    expect(await noticesOf(t, saver.account.id)).toEqual([
      "saved_home_price_drop: Price cut: Ashgrove Barn",
    ]);
    expect(await noticesOf(t, bystander.account.id)).toEqual([]);
    const mail = await t.smtp.waitFor(saver.account.email, /Price cut: Ashgrove Barn/);
    expect(mail.text).toContain("$450,000");
    expect(mail.text).toContain("was $500,000");
    expect(mail.text).toContain(`/property/${id}`);

    // A rise is no news, and a later cut is news again.
    expect((await cut("470,000")).status).toBe(200);
    await alertsSettled(t);
    expect(await noticesOf(t, saver.account.id)).toHaveLength(1);
  });

  it("tells each saver that a deleted home was removed, with its title and price", async () => {
    const { client: realtor } = await signedInClient(t, { role: "realtor" });
    const { id } = await createListing(realtor, { ...farmhouse, title: "Elderbank House" });
    const saver = await signedInClient(t);
    expect((await saver.client.request("PUT", `/api/saved/${id}`)).status).toBeLessThan(300);
    expect((await realtor.request("DELETE", `/api/manage/properties/${id}`)).status).toBeLessThan(
      300,
    );
    await alertsSettled(t);
    expect(await noticesOf(t, saver.account.id)).toEqual([
      "saved_home_removed: A home you saved was removed: Elderbank House",
    ]);
    const mail = await t.smtp.waitFor(saver.account.email, /removed: Elderbank House/);
    expect(mail.text).toContain("$500,000");
  });
});

import { describe, expect, it } from "vitest";
import { matchingSearchIds, readMatchListing } from "../../src/server/saved-searches/reverse-match";
import { amenityMask } from "../../src/shared/properties";
import { createListing, propertyForm, putJson } from "../factories/manage-properties";
import {
  alertsSettled,
  createSavedSearch,
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
      ["beds equal", { beds: "3" }, true],
      ["beds fewer", { beds: "2" }, false],
      ["beds 4+", { beds: "4+" }, false],
      ["baths 2 (2.5)", { baths: "2" }, true],
      ["baths 1", { baths: "1" }, false],
      ["baths 3+", { baths: "3+" }, false],
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

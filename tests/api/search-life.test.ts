import { beforeEach, describe, expect, it } from "vitest";
import type {
  PropertyDetail,
  PropertyMapAnswer,
  PropertySearchPage,
  PropertySummary,
} from "../../src/shared/properties";
import { clearProperties, createProperties } from "../factories/properties";
import { getJson, issuesOf } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";

const t = setupTestApp();
beforeEach(() => clearProperties(t));

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString().slice(0, 10);

const list = (query: string) => getJson<PropertySearchPage>(t.client, `/api/properties?${query}`);
const titles = (page: { items: PropertySummary[] }) => page.items.map((item) => item.title).sort();

/** One home in each stage, for sale, and two for rent, all in Springfield, IL. */
async function market() {
  return createProperties(t, [
    { title: "Active Sale" },
    { title: "Soon Sale", status: "coming_soon", expectedOn: daysAgo(-14) },
    { title: "Pending Sale", status: "pending" },
    { title: "Sold Lately", status: "closed", closedPrice: 305_000, closedOn: daysAgo(40) },
    { title: "Sold Long Ago", status: "closed", closedPrice: 290_000, closedOn: daysAgo(300) },
    { title: "Withdrawn", status: "off_market" },
    { title: "Active Rent", offer: "rent", price: 2_400, petsDogs: true, petsCats: true },
    { title: "No Pets Rent", offer: "rent", price: 1_900 },
    {
      title: "Rented",
      offer: "rent",
      price: 2_100,
      status: "closed",
      closedPrice: 2_100,
      closedOn: daysAgo(20),
    },
  ]);
}

describe("a search's homes by their life", () => {
  it("shows active homes for sale unless asked for more, on the list and the map", async () => {
    await market();
    expect(titles(await list(""))).toEqual(["Active Sale"]);
    const map = await getJson<PropertyMapAnswer>(
      t.client,
      "/api/properties?view=clusters&zoom=14&bbox=-89.7,39.7,-89.6,39.9",
    );
    expect(map.pins).toHaveLength(1);
  });

  it("adds coming soon and pending homes, and homes closed within the months asked", async () => {
    await market();
    expect(titles(await list("status=coming_soon,pending"))).toEqual([
      "Active Sale",
      "Pending Sale",
      "Soon Sale",
    ]);
    expect(titles(await list("closedWithin=3"))).toEqual(["Active Sale", "Sold Lately"]);
    expect(titles(await list("closedWithin=12"))).toEqual([
      "Active Sale",
      "Sold Lately",
      "Sold Long Ago",
    ]);
    const page = await list("closedWithin=3");
    expect(page.items.find((item) => item.title === "Sold Lately")).toMatchObject({
      status: "closed",
      closedPrice: 305_000,
      closedOn: daysAgo(40),
    });
  });

  it("finds homes for rent apart from homes for sale", async () => {
    await market();
    expect(titles(await list("offer=rent"))).toEqual(["Active Rent", "No Pets Rent"]);
    expect(titles(await list("offer=rent&closedWithin=3"))).toEqual([
      "Active Rent",
      "No Pets Rent",
      "Rented",
    ]);
    expect(titles(await list("offer=rent&maxPrice=2000"))).toEqual(["No Pets Rent"]);
    expect(titles(await list("offer=rent&pets=dogs"))).toEqual(["Active Rent"]);
    expect(titles(await list("offer=rent&pets=cats,dogs&maxPrice=2000"))).toEqual([]);
  });

  it("refuses stages and months it does not know, naming the field", async () => {
    for (const [query, field, message] of [
      ["status=sold", "status", "Unknown status"],
      ["status=active", "status", "Unknown status"],
      ["closedWithin=5", "closedWithin", "Closed within must be 3, 6 or 12 months"],
      ["offer=lease", "offer", "Offer must be sale or rent"],
      ["pets=birds", "pets", "Unknown pet"],
    ] as const) {
      const response = await t.client.get(`/api/properties?${query}`);
      expect(response.status, query).toBe(400);
      expect((await issuesOf(response))[field], query).toBe(message);
    }
  });

  it("keeps a sold home's page, with its price and history, and leaves it out of similar homes", async () => {
    const [sold] = await createProperties(t, [
      { title: "Kept Page", status: "closed", closedPrice: 702_000, closedOn: daysAgo(5) },
    ]);
    await createProperties(t, [
      { title: "Neighbour For Sale" },
      { title: "Neighbour Sold", status: "closed", closedPrice: 1, closedOn: daysAgo(1) },
    ]);
    const detail = await getJson<PropertyDetail>(t.client, `/api/properties/${sold?.id}`);
    expect(detail).toMatchObject({ status: "closed", closedPrice: 702_000, offer: "sale" });
    const similar = await getJson<PropertySummary[]>(
      t.client,
      `/api/properties/${sold?.id}/similar`,
    );
    expect(similar.map((item) => item.title)).toEqual(["Neighbour For Sale"]);
  });

  it("lists the city's homes sold in the last year, newest first, as sold nearby", async () => {
    const [home] = await createProperties(t, [{ title: "Asking Home" }]);
    await createProperties(t, [
      { title: "Sold Last Month", status: "closed", closedPrice: 1, closedOn: daysAgo(30) },
      { title: "Sold Last Week", status: "closed", closedPrice: 1, closedOn: daysAgo(7) },
      { title: "Sold Two Years Ago", status: "closed", closedPrice: 1, closedOn: daysAgo(700) },
      {
        title: "Sold Elsewhere",
        city: "Otherton",
        status: "closed",
        closedPrice: 1,
        closedOn: daysAgo(3),
      },
      {
        title: "Rented Nearby",
        offer: "rent",
        status: "closed",
        closedPrice: 1,
        closedOn: daysAgo(3),
      },
    ]);
    const sold = await getJson<PropertySummary[]>(
      t.client,
      `/api/properties/${home?.id}/sold-nearby`,
    );
    expect(sold.map((item) => item.title)).toEqual(["Sold Last Week", "Sold Last Month"]);
    expect((await t.client.get(`/api/properties/${crypto.randomUUID()}/sold-nearby`)).status).toBe(
      404,
    );
  });
});

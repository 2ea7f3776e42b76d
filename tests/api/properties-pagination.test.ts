import { beforeEach, describe, expect, it } from "vitest";
import { searchProperties } from "../../src/server/properties/search.service";
import type { PropertySearchPage } from "../../src/shared/properties";
import { propertySearchSchema } from "../../src/shared/schemas/property-search";
import { clearProperties, createProperties } from "../factories/properties";
import { getJson } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";

const t = setupTestApp();
beforeEach(() => clearProperties(t));

const search = (query: string) => getJson<PropertySearchPage>(t.client, `/api/properties?${query}`);

/** Every page of a search, following nextCursor. */
async function walk(query: string): Promise<{ ids: string[]; pages: PropertySearchPage[] }> {
  const pages: PropertySearchPage[] = [];
  let cursor: string | null = null;
  do {
    const page = await search(`${query}${cursor ? `&cursor=${cursor}` : ""}`);
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 50);
  return { ids: pages.flatMap((page) => page.items.map((item) => item.id)), pages };
}

const at = (minutesAgo: number) => new Date(Date.UTC(2025, 0, 1, 12) - minutesAgo * 60_000);

describe("GET /api/properties pagination", () => {
  it("ends with nextCursor null when the rows fill pages exactly", async () => {
    await createProperties(
      t,
      Array.from({ length: 6 }, (_, i) => ({ createdAt: at(i) })),
    );
    const { pages } = await walk("limit=3");
    expect(pages.map((page) => page.items.length)).toEqual([3, 3]);
    expect(pages[0]?.nextCursor).toEqual(expect.any(String));
    expect(pages[1]?.nextCursor).toBeNull();
    expect(pages.map((page) => page.total)).toEqual([6, null]);
  });

  it("uses 12 per page by default and up to 48", async () => {
    await createProperties(
      t,
      Array.from({ length: 50 }, () => ({})),
    );
    const first = await search("");
    expect(first.items).toHaveLength(12);
    expect(first.total).toBe(50);
    expect((await search("limit=48")).items).toHaveLength(48);
  });

  it.each(["newest", "price_high", "price_low"])(
    "walks every row exactly once by %s, with shared prices and times",
    async (sort) => {
      // 23 rows over 4 prices and 3 creation times: many ties to split across pages.
      const rows = await createProperties(
        t,
        Array.from({ length: 23 }, (_, i) => ({
          price: 100_000 * (1 + (i % 4)),
          createdAt: at(i % 3),
        })),
      );
      const { ids, pages } = await walk(`sort=${sort}&limit=4`);
      expect(pages).toHaveLength(6);
      expect(ids).toHaveLength(23);
      expect(new Set(ids).size).toBe(23);
      expect([...ids].sort()).toEqual(rows.map((row) => row.id).sort());
      // The walk gives the same order as one big page.
      expect(ids).toEqual((await search(`sort=${sort}&limit=48`)).items.map((item) => item.id));
      expect(pages.map((page) => page.total)).toEqual([23, ...pages.slice(1).map(() => null)]);
    },
  );

  it("keeps walking a filtered search", async () => {
    await createProperties(
      t,
      Array.from({ length: 10 }, (_, i) => ({
        propertyType: i % 2 ? "Condo" : "House",
        price: 1000,
      })),
    );
    const { ids, pages } = await walk("types=Condo&sort=price_low&limit=2");
    expect(new Set(ids).size).toBe(5);
    expect(pages.map((page) => page.total)).toEqual([5, null, null]);
  });

  it("does not repeat rows when a listing is added mid-walk", async () => {
    const rows = await createProperties(
      t,
      Array.from({ length: 9 }, () => ({ createdAt: at(10) })),
    );
    const first = await search("limit=4");
    await createProperties(t, [{ title: "Fresh" }]);
    const second = await search(`limit=4&cursor=${first.nextCursor}`);
    const third = await search(`limit=4&cursor=${second.nextCursor}`);
    const ids = [first, second, third].flatMap((page) => page.items.map((item) => item.id));
    expect(ids).toHaveLength(9);
    expect([...ids].sort()).toEqual(rows.map((row) => row.id).sort());
    expect(third.nextCursor).toBeNull();
  });
});

describe("search counting", () => {
  const parse = (query: Record<string, string>) => propertySearchSchema.parse(query);

  it("stops counting at the cap and says so", async () => {
    await createProperties(
      t,
      Array.from({ length: 5 }, () => ({})),
    );
    const paged = await searchProperties(t.deps.db, parse({ limit: "2" }), { countCap: 3 });
    expect(paged).toMatchObject({ total: 3, totalCapped: true });
    const onePage = await searchProperties(t.deps.db, parse({}), { countCap: 3 });
    expect(onePage).toMatchObject({ total: 3, totalCapped: true });
    expect(onePage.items).toHaveLength(5);
    const filtered = await searchProperties(t.deps.db, parse({ limit: "1", maxPrice: "1" }), {
      countCap: 3,
    });
    expect(filtered).toMatchObject({ total: 0, totalCapped: false, items: [], nextCursor: null });
  });

  it("is exact up to the cap", async () => {
    await createProperties(
      t,
      Array.from({ length: 3 }, () => ({})),
    );
    const page = await searchProperties(t.deps.db, parse({ limit: "1" }), { countCap: 3 });
    expect(page).toMatchObject({ total: 3, totalCapped: false });
    const next = await searchProperties(
      t.deps.db,
      parse({ limit: "1", cursor: page.nextCursor ?? "" }),
      { countCap: 3 },
    );
    // Later pages do not count again: the first page's total stands.
    expect(next).toMatchObject({ total: null, totalCapped: false });
  });
});

describe("text search counting", () => {
  const parse = (query: Record<string, string>) => propertySearchSchema.parse(query);
  const lofts = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ title: `Harbour Loft ${i}` }));

  it("counts text matches up to the cap and says when there are more", async () => {
    await createProperties(t, [...lofts(5), { title: "Quiet Cottage" }]);
    const capped = await searchProperties(t.deps.db, parse({ q: "harbour", limit: "2" }), {
      countCap: 3,
    });
    expect(capped).toMatchObject({ total: 3, totalCapped: true });
    const exact = await searchProperties(t.deps.db, parse({ q: "harbour", limit: "2" }), {
      countCap: 10,
    });
    expect(exact).toMatchObject({ total: 5, totalCapped: false });
  });

  it("counts text together with the other filters", async () => {
    await createProperties(t, [
      ...lofts(4).map((loft) => ({ ...loft, price: 100_000 })),
      ...lofts(3).map((loft) => ({ ...loft, price: 900_000 })),
    ]);
    const page = await searchProperties(
      t.deps.db,
      parse({ q: "loft", minPrice: "500000", limit: "1" }),
      { countCap: 10 },
    );
    expect(page).toMatchObject({ total: 3, totalCapped: false });
  });

  it("stops at 100 for text by default", async () => {
    await createProperties(t, lofts(101));
    const page = await search("q=harbour&limit=1");
    expect(page).toMatchObject({ total: 100, totalCapped: true });
  });
});

describe("GET /api/properties validation", () => {
  async function issues(query: string) {
    const response = await t.client.get(`/api/properties?${query}`);
    expect(response.status).toBe(400);
    expect(response.headers.get("cache-control")).toBeNull();
    const body = await response.json();
    expect(body.code).toBe("VALIDATION_FAILED");
    return body.issues as { path: string; message: string }[];
  }

  it.each([
    ["minPrice=-1", "minPrice", "Price cannot be negative"],
    ["maxPrice=abc", "maxPrice", "Price must be a number"],
    ["minPrice=1.5", "minPrice", "Price must be a whole number"],
    ["minPrice=500&maxPrice=100", "maxPrice", "Maximum price must not be below the minimum price"],
    ["sort=cheap", "sort", "Sort must be newest, price_high or price_low"],
    ["beds=abc", "beds", "Bedrooms must be 0 (Studio) or 1 to 5"],
    ["baths=5", "baths", "Bathrooms must be 1 to 4"],
    ["types=Castle", "types", "Unknown property type"],
    ["types=House,Castle", "types", "Unknown property type"],
    ["amenities=Pool,Moat", "amenities", "Unknown amenity"],
    ["limit=0", "limit", "Limit must be at least 1"],
    ["limit=49", "limit", "Limit must be at most 48"],
    [`q=${"a".repeat(101)}`, "q", "Search text must be at most 100 characters"],
  ])("rejects %s on %s", async (query, path, message) => {
    expect(await issues(query)).toEqual([{ path, message }]);
  });

  it("rejects cursors that are garbage, tampered or from another sort order", async () => {
    await createProperties(t, [{ price: 1 }, { price: 2 }]);
    const priceCursor = (await search("sort=price_low&limit=1")).nextCursor ?? "";
    const newestCursor = (await search("limit=1")).nextCursor ?? "";
    const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const id = "00000000-0000-4000-8000-000000000000";
    const bad = [
      "garbage!!",
      "bm90IGpzb24",
      forged({ sort: "newest" }),
      forged(["newest", "2025-02-30T00:00:00.000000Z", id]),
      forged(["newest", "2025-01-01T00:00:00.000000Z", "not-a-uuid"]),
      forged(["newest", "'; drop table properties; --", id]),
      forged(["price_low", -5, id]),
      forged(["price_low", 1e30, id]),
      forged(["price_low", "1", id]),
      "x".repeat(301),
    ];
    for (const cursor of bad) {
      expect(await issues(`cursor=${encodeURIComponent(cursor)}`)).toEqual([
        { path: "cursor", message: "Cursor is not valid" },
      ]);
    }
    expect(await issues(`sort=newest&cursor=${priceCursor}`)).toEqual([
      { path: "cursor", message: "Cursor is not valid" },
    ]);
    expect(await issues(`sort=price_high&cursor=${newestCursor}`)).toEqual([
      { path: "cursor", message: "Cursor is not valid" },
    ]);
    // A well-formed cursor for a row that does not exist just starts from that position.
    const page = await search(`cursor=${forged(["newest", "2999-01-01T00:00:00.000000Z", id])}`);
    expect(page.items).toHaveLength(2);
  });
});

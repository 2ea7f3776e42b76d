import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { recentSearches } from "../../src/server/platform/db/schema";
import type { RecentSearch } from "../../src/shared/notifications";
import { signedInClient } from "../factories/users";
import { getJson } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";
import { TestClient } from "../setup/test-client";

const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

const remember = (client: TestClient, query: string) =>
  client.post("/api/recent-searches", { query });
const recent = (client: TestClient) => getJson<RecentSearch[]>(client, "/api/recent-searches");
const queries = async (client: TestClient) => (await recent(client)).map((item) => item.query);

const storedCount = async (userId: string) =>
  (await t.deps.db.select().from(recentSearches).where(eq(recentSearches.userId, userId))).length;

describe("POST /api/recent-searches", () => {
  it("stores the search's criteria in one spelling and labels it", async () => {
    const { client } = await signedInClient(t);
    const response = await remember(
      client,
      "?sort=price_low&amenities=Pool&types=Condo,House&baths=2&beds=3&maxPrice=500000" +
        "&minPrice=200000&q=%20austin%20&cursor=abc&limit=12",
    );
    expect(response.status).toBe(204);
    expect(await recent(client)).toEqual([
      {
        query:
          "q=austin&minPrice=200000&maxPrice=500000&beds=3&baths=2&types=House%2CCondo" +
          "&amenities=Pool&sort=price_low",
        label:
          '"austin" · $200,000–$500,000 · 3+ beds · 2+ baths · House, Condo · Pool · ' +
          "Price: Low to High",
        createdAt: expect.any(String),
      },
    ]);
  });

  it("leaves out defaults and reads prices as the search page's slider does", async () => {
    const { client } = await signedInClient(t);
    await remember(client, "q=lake&sort=newest&featured=false&minPrice=0&maxPrice=2000000");
    await remember(client, "featured=true&minPrice=3000000");
    expect(await recent(client)).toMatchObject([
      { query: "minPrice=2000000&featured=true", label: "$2,000,000+ · Featured" },
      { query: "q=lake", label: '"lake"' },
    ]);
  });

  it("accepts a search without criteria but does not keep it", async () => {
    const { client, account } = await signedInClient(t);
    for (const query of ["", "sort=newest", "sort=price_high", "cursor=xyz&q=%20%20"]) {
      expect((await remember(client, query)).status, query).toBe(204);
    }
    expect(await storedCount(account.id)).toBe(0);
  });

  it("keeps a repeated search once, moved to the top", async () => {
    const { client, account } = await signedInClient(t);
    await remember(client, "q=denver");
    await remember(client, "beds=2");
    await remember(client, "q=denver&cursor=next-page");
    expect(await queries(client)).toEqual(["q=denver", "beds=2"]);
    // The same criteria in another order are the same search.
    await remember(client, "types=Villa,House");
    await remember(client, "types=House,Villa");
    expect(await queries(client)).toEqual(["types=House%2CVilla", "q=denver", "beds=2"]);
    expect(await storedCount(account.id)).toBe(3);
  });

  it("shows the newest 5 and keeps only the newest 10", async () => {
    const { client, account } = await signedInClient(t);
    for (let i = 1; i <= 12; i++) await remember(client, `minPrice=${i * 10_000}`);
    expect(await queries(client)).toEqual([12, 11, 10, 9, 8].map((i) => `minPrice=${i * 10_000}`));
    const kept = await t.deps.db
      .select({ query: recentSearches.query })
      .from(recentSearches)
      .where(eq(recentSearches.userId, account.id));
    expect(kept.map((row) => row.query).sort()).toEqual(
      [3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((i) => `minPrice=${i * 10_000}`).sort(),
    );
  });

  it("refuses a search the listing API would refuse, and stores nothing", async () => {
    const { client, account } = await signedInClient(t);
    const cases: [string, { path: string; message: string }][] = [
      ["beds=9", { path: "query.beds", message: "Bedrooms must be 0 (Studio) or 1 to 5" }],
      ["q=a", { path: "query.q", message: "Type at least 2 characters to search" }],
      ["types=House,Castle", { path: "query.types", message: "Unknown property type" }],
      [
        "minPrice=500000&maxPrice=100000",
        { path: "query.maxPrice", message: "Maximum price must not be below the minimum price" },
      ],
    ];
    for (const [query, issue] of cases) {
      const response = await remember(client, query);
      expect(response.status, query).toBe(400);
      expect((await response.json()).issues, query).toEqual([issue]);
    }
    const badBodies = [{}, { query: 42 }, { query: "x".repeat(2001) }, { query: "q=x", extra: 1 }];
    for (const body of badBodies) {
      expect((await client.post("/api/recent-searches", body)).status).toBe(400);
    }
    expect(await storedCount(account.id)).toBe(0);
  });
});

describe("GET /api/recent-searches", () => {
  it("shows each user only their own searches", async () => {
    const { client } = await signedInClient(t);
    const { client: other } = await signedInClient(t);
    await remember(client, "q=boston");
    await remember(other, "q=chicago");
    expect(await queries(client)).toEqual(["q=boston"]);
    expect(await queries(other)).toEqual(["q=chicago"]);
  });

  it("needs sign-in", async () => {
    const anonymous = new TestClient(t);
    expect((await anonymous.get("/api/recent-searches")).status).toBe(401);
    expect((await remember(anonymous, "q=boston")).status).toBe(401);
  });
});

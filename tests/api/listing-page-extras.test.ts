import { describe, expect, it } from "vitest";
import type { PropertySummary } from "../../src/shared/properties";
import { RECENTLY_VIEWED_KEPT } from "../../src/shared/recently-viewed";
import { createProperty } from "../factories/properties";
import { signedInClient } from "../factories/users";
import { getJson } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";
import { TestClient } from "../setup/test-client";

const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

const view = (client: TestClient, id: string) =>
  client.request("PUT", `/api/recently-viewed/${id}`, { json: {} });

const titles = (items: PropertySummary[]) => items.map((item) => item.title);

describe("GET /api/properties/:id/similar", () => {
  it("offers homes in the same place within a quarter of the price, nearest price first", async () => {
    const city = `Similarton ${Date.now()}`;
    const home = await createProperty(t.deps.db, {
      title: "Home",
      city,
      state: "OR",
      price: 400_000,
    });
    await createProperty(t.deps.db, { title: "Near", city, state: "OR", price: 410_000 });
    await createProperty(t.deps.db, { title: "Further", city, state: "OR", price: 330_000 });
    await createProperty(t.deps.db, { title: "Too dear", city, state: "OR", price: 600_000 });
    await createProperty(t.deps.db, { title: "Elsewhere", city, state: "WA", price: 400_000 });
    const similar = await getJson<PropertySummary[]>(
      t.client,
      `/api/properties/${home.id}/similar`,
    );
    expect(titles(similar)).toEqual(["Near", "Further"]);
  });

  it("is a 404 for an unknown listing", async () => {
    const response = await t.client.get(
      "/api/properties/00000000-0000-4000-8000-000000000000/similar",
    );
    expect(response.status).toBe(404);
  });
});

describe("recently viewed", () => {
  it("keeps a member's views newest first, once each, across browsers", async () => {
    const { client, account } = await signedInClient(t);
    const [a, b] = [
      await createProperty(t.deps.db, { title: "Viewed A" }),
      await createProperty(t.deps.db, { title: "Viewed B" }),
    ];
    for (const id of [a.id, b.id, a.id]) {
      expect((await view(client, id)).status).toBe(204);
    }
    expect(titles(await getJson(client, "/api/recently-viewed"))).toEqual(["Viewed A", "Viewed B"]);
    // Another browser of the same member sees the same list.
    const other = new TestClient(t);
    await other.post("/api/auth/sign-in/email", {
      email: account.email,
      password: account.password,
    });
    expect(titles(await getJson(other, "/api/recently-viewed"))).toEqual(["Viewed A", "Viewed B"]);
  });

  it("keeps only the newest few, and 404s an unknown listing", async () => {
    const { client } = await signedInClient(t);
    for (let i = 0; i <= RECENTLY_VIEWED_KEPT; i++) {
      const listing = await createProperty(t.deps.db, { title: `Kept ${i}` });
      await view(client, listing.id);
    }
    const kept = await getJson<PropertySummary[]>(client, "/api/recently-viewed");
    expect(kept).toHaveLength(RECENTLY_VIEWED_KEPT);
    expect(kept[0]?.title).toBe(`Kept ${RECENTLY_VIEWED_KEPT}`);
    expect(titles(kept)).not.toContain("Kept 0");
    const unknown = await view(client, "00000000-0000-4000-8000-000000000000");
    expect(unknown.status).toBe(404);
  });

  it("reads a visitor's own list of ids in its order, dropping gone and malformed ids", async () => {
    const [a, b] = [
      await createProperty(t.deps.db, { title: "Local A" }),
      await createProperty(t.deps.db, { title: "Local B" }),
    ];
    const ids = [b.id, "not-an-id", "00000000-0000-4000-8000-000000000000", a.id].join(",");
    const listed = await getJson<PropertySummary[]>(
      new TestClient(t),
      `/api/recently-viewed/listings?ids=${ids}`,
    );
    expect(titles(listed)).toEqual(["Local B", "Local A"]);
    const tooMany = Array.from({ length: RECENTLY_VIEWED_KEPT + 1 }, () => a.id).join(",");
    expect((await t.client.get(`/api/recently-viewed/listings?ids=${tooMany}`)).status).toBe(400);
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { properties } from "../../src/server/platform/db/schema";
import type { PropertySummary } from "../../src/shared/properties";
import { addImage, createProperties, createProperty } from "../factories/properties";
import { signedInClient } from "../factories/users";
import { setupTestApp } from "../setup/setup-test-app";
import { TestClient } from "../setup/test-client";

const t = setupTestApp();

const put = (client: TestClient, id: string) => client.request("PUT", `/api/saved/${id}`);
const ids = async (client: TestClient) =>
  ((await (await client.get("/api/saved/ids")).json()) as { ids: string[] }).ids;
const items = async (client: TestClient) =>
  ((await (await client.get("/api/saved")).json()) as { items: PropertySummary[] }).items;

describe("saved properties", () => {
  it("needs sign-in for every call", async () => {
    const property = await createProperty(t);
    const anonymous = new TestClient(t);
    const responses = await Promise.all([
      anonymous.get("/api/saved"),
      anonymous.get("/api/saved/ids"),
      put(anonymous, property.id),
      anonymous.delete(`/api/saved/${property.id}`),
    ]);
    for (const response of responses) {
      expect(response.status).toBe(401);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(await response.json()).toMatchObject({ code: "UNAUTHORIZED" });
    }
  });

  it("saves idempotently and lists newest saved first with covers", async () => {
    const { client } = await signedInClient(t);
    const [a, b, c] = await createProperties(t, [{ title: "A" }, { title: "B" }, { title: "C" }]);
    if (!a || !b || !c) throw new Error("rows missing");
    const cover = await addImage(t, b.id, { isCover: true });
    for (const property of [b, a, c]) expect((await put(client, property.id)).status).toBe(204);
    const again = await put(client, b.id);
    expect(again.status).toBe(204);
    expect(again.headers.get("cache-control")).toBe("private, no-store");

    const response = await client.get("/api/saved");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const saved = ((await response.json()) as { items: PropertySummary[] }).items;
    expect(saved.map((item) => item.title)).toEqual(["C", "A", "B"]);
    expect(saved[2]?.image?.id).toBe(cover.id);
    expect(await ids(client)).toEqual([c.id, a.id, b.id]);
  });

  it("is a 404 for a missing or malformed listing", async () => {
    const { client } = await signedInClient(t);
    for (const id of ["00000000-0000-4000-8000-000000000000", "nope"]) {
      const response = await put(client, id);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: "NOT_FOUND", message: "Property not found" });
    }
    expect(await ids(client)).toEqual([]);
  });

  it("removes, and removing what is not saved is fine", async () => {
    const { client } = await signedInClient(t);
    const [kept, removed] = await createProperties(t, [{}, {}]);
    if (!kept || !removed) throw new Error("rows missing");
    await put(client, kept.id);
    await put(client, removed.id);
    expect((await client.delete(`/api/saved/${removed.id}`)).status).toBe(204);
    expect((await client.delete(`/api/saved/${removed.id}`)).status).toBe(204);
    expect((await client.delete("/api/saved/not-a-uuid")).status).toBe(204);
    expect(await ids(client)).toEqual([kept.id]);
  });

  it("keeps each user's list to themselves", async () => {
    const { client: mine } = await signedInClient(t);
    const { client: theirs } = await signedInClient(t);
    const property = await createProperty(t);
    await put(mine, property.id);
    expect(await items(theirs)).toEqual([]);
    await theirs.delete(`/api/saved/${property.id}`);
    expect(await ids(mine)).toEqual([property.id]);
  });

  it("drops a listing from the list when the listing is deleted", async () => {
    const { client } = await signedInClient(t);
    const property = await createProperty(t);
    await put(client, property.id);
    await t.deps.db.delete(properties).where(eq(properties.id, property.id));
    expect(await items(client)).toEqual([]);
  });
});

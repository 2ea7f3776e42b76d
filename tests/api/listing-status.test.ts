import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { properties, propertyStatusChanges } from "../../src/server/platform/db/schema";
import { alertStatus } from "../../src/server/saved/saved-home-alerts.service";
import { createListing } from "../factories/manage-properties";
import {
  alertsSettled,
  createSavedSearch,
  criteriaOf,
  matchesOf,
  noticesOf,
} from "../factories/saved-searches";
import { signedInClient } from "../factories/users";
import { issuesOf } from "../setup/api";
import { queuedMailCount } from "../setup/queued-mail";
import { setupMailTestApp } from "../setup/setup-mail-test-app";
import type { TestClient } from "../setup/test-client";

const t = setupMailTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

const setStatus = (client: TestClient, id: string, body: Record<string, unknown>) =>
  client.request("PATCH", `/api/manage/properties/${id}/status`, { json: body });

async function historyOf(id: string) {
  const rows = await t.deps.db
    .select()
    .from(propertyStatusChanges)
    .where(eq(propertyStatusChanges.propertyId, id))
    .orderBy(propertyStatusChanges.changedAt);
  return rows.map((row) => `${row.status}${row.price ? ` ${row.price}` : ""}`);
}

async function listingRow(id: string) {
  const [row] = await t.deps.db.select().from(properties).where(eq(properties.id, id));
  if (!row) throw new Error("no listing");
  return row;
}

describe("PATCH /api/manage/properties/:id/status", () => {
  it("takes a home from coming soon to sold, each step recorded with its facts", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    const { id } = await createListing(client, { title: "Stepwise Bungalow", price: "749,000" });

    const missing = await setStatus(client, id, { status: "coming_soon" });
    expect(missing.status).toBe(400);
    expect(await issuesOf(missing)).toEqual({
      expectedOn: "Please give the date the home is expected on the market.",
    });
    const past = await setStatus(client, id, { status: "coming_soon", expectedOn: day(-5) });
    expect(await issuesOf(past)).toEqual({
      expectedOn: "The expected date cannot be in the past.",
    });

    const soon = await setStatus(client, id, { status: "coming_soon", expectedOn: day(10) });
    expect(soon.status).toBe(200);
    expect(await soon.json()).toEqual({ id, status: "coming_soon" });
    expect(await listingRow(id)).toMatchObject({
      status: "coming_soon",
      expectedOn: day(10),
      listedAt: null,
    });

    const again = await setStatus(client, id, { status: "coming_soon", expectedOn: day(11) });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: "The listing already has this status." });

    expect((await setStatus(client, id, { status: "active" })).status).toBe(200);
    const listed = await listingRow(id);
    expect(listed).toMatchObject({ status: "active", expectedOn: null });
    expect(listed.listedAt).toEqual(listed.statusChangedAt);
    expect((await setStatus(client, id, { status: "pending" })).status).toBe(200);

    const unpriced = await setStatus(client, id, { status: "closed", closedOn: day(2) });
    expect(await issuesOf(unpriced)).toEqual({
      closedPrice: "Please give the price it closed at.",
      closedOn: "The closing date cannot be in the future.",
    });
    const sold = await setStatus(client, id, {
      status: "closed",
      closedPrice: 702_000,
      closedOn: day(0),
    });
    expect(sold.status).toBe(200);
    expect(await listingRow(id)).toMatchObject({
      status: "closed",
      closedPrice: 702_000,
      closedOn: day(0),
    });
    expect(await historyOf(id)).toEqual(["coming_soon", "active", "pending", "closed 702000"]);
  });

  it("lets only the listing's realtor or an administrator change it", async () => {
    const { client: owner } = await signedInClient(t, { role: "realtor" });
    const { id } = await createListing(owner, { title: "Guarded Cottage" });
    const { client: other } = await signedInClient(t, { role: "realtor" });
    const { client: member } = await signedInClient(t);
    const { client: admin } = await signedInClient(t, { role: "admin" });

    const pending = { status: "pending" };
    expect((await setStatus(other, id, pending)).status).toBe(403);
    expect((await setStatus(member, id, pending)).status).toBe(403);
    expect((await setStatus(admin, id, { status: "bogus" })).status).toBe(400);
    expect((await setStatus(admin, crypto.randomUUID(), pending)).status).toBe(404);
    expect(await historyOf(id)).toEqual([]);
    expect((await setStatus(admin, id, pending)).status).toBe(200);
    expect(await historyOf(id)).toEqual(["pending"]);
  });

  it("tells the home's savers of each change, unless another followed it before it was told", async () => {
    const { client: realtor } = await signedInClient(t, { role: "realtor" });
    const { id } = await createListing(realtor, { title: "Watched Farmhouse", price: "500,000" });
    const { client: saverClient, account: saver } = await signedInClient(t);
    expect((await saverClient.request("PUT", `/api/saved/${id}`)).status).toBeLessThan(300);
    await alertsSettled(t);

    await setStatus(realtor, id, { status: "pending" });
    await alertsSettled(t);
    await setStatus(realtor, id, { status: "active" });
    await alertsSettled(t);
    await setStatus(realtor, id, { status: "closed", closedPrice: 510_000, closedOn: day(0) });
    await alertsSettled(t);
    expect(await noticesOf(t, saver.id)).toEqual([
      "saved_home_status: Pending: Watched Farmhouse",
      "saved_home_status: On the market: Watched Farmhouse",
      "saved_home_status: Sold: Watched Farmhouse",
    ]);
    expect(await queuedMailCount(t.deps.db, saver.email, "saved-home-changed")).toBe(3);

    // A job for a change another has followed since (here the first) tells nothing.
    const [first] = await t.deps.db
      .select({ id: propertyStatusChanges.id })
      .from(propertyStatusChanges)
      .where(eq(propertyStatusChanges.propertyId, id))
      .orderBy(propertyStatusChanges.changedAt);
    await alertStatus(t.deps, { propertyId: id, changeId: first?.id ?? "" });
    expect(await noticesOf(t, saver.id)).toHaveLength(3);
  });

  it("tells saved searches of a home back on the market, and only searches of its offer and stage", async () => {
    const { client: realtor } = await signedInClient(t, { role: "realtor" });
    const { account: member } = await signedInClient(t);
    const fields = {
      title: "Returning Ranch",
      city: "Lubbock",
      state: "TX",
      zip: "79401",
    } as const;
    const forSale = await createSavedSearch(t, member.id, await criteriaOf("q=lubbock"));
    const withPending = await createSavedSearch(
      t,
      member.id,
      await criteriaOf("q=lubbock&status=pending"),
    );
    const forRent = await createSavedSearch(t, member.id, await criteriaOf("q=lubbock&offer=rent"));
    const { id } = await createListing(realtor, fields);
    await alertsSettled(t);
    expect(await matchesOf(t, forSale.id)).toEqual([`${id}:new`]);

    await setStatus(realtor, id, { status: "pending" });
    await alertsSettled(t);
    await setStatus(realtor, id, { status: "active" });
    await alertsSettled(t);
    expect(await matchesOf(t, forSale.id)).toEqual([`${id}:back_on_market`, `${id}:new`]);
    expect(await matchesOf(t, withPending.id)).toEqual([`${id}:back_on_market`, `${id}:new`]);
    expect(await matchesOf(t, forRent.id)).toEqual([]);
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { properties } from "../../src/server/platform/db/schema";
import type { PropertyDetail, PropertySearchPage } from "../../src/shared/properties";
import {
  createListing,
  keptImages,
  managedDetail,
  propertyForm,
  putJson,
} from "../factories/manage-properties";
import { signedInClient } from "../factories/users";
import { getJson } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";

const t = setupTestApp();

/** Saves the listing again with only its price changed. */
async function reprice(
  client: Awaited<ReturnType<typeof signedInClient>>["client"],
  id: string,
  price: number,
  title: string,
) {
  const detail = await managedDetail(client, id);
  const response = await putJson(
    client,
    `/api/manage/properties/${id}`,
    propertyForm({ title, price, images: keptImages(detail) }),
  );
  expect(response.status, await response.clone().text()).toBe(200);
}

describe("price history", () => {
  it("records each change, lists them newest first, and badges a recent cut on the cards", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    const title = `Reprice Lane ${Date.now().toString(36)}`;
    const { id } = await createListing(client, { title, price: 500_000 });
    await reprice(client, id, 500_000, title);
    let detail = await getJson<PropertyDetail>(t.client, `/api/properties/${id}`);
    expect(detail.priceHistory).toEqual([]);
    expect(detail.priceCut).toBeNull();

    await reprice(client, id, 520_000, title);
    await reprice(client, id, 480_000, title);
    detail = await getJson<PropertyDetail>(t.client, `/api/properties/${id}`);
    expect(detail.priceHistory.map(({ oldPrice, newPrice }) => [oldPrice, newPrice])).toEqual([
      [520_000, 480_000],
      [500_000, 520_000],
    ]);
    expect(detail.priceCut).toMatchObject({ amount: 40_000 });
    const page = await getJson<PropertySearchPage>(
      t.client,
      `/api/properties?q=${encodeURIComponent(title)}`,
    );
    expect(page.items.find((item) => item.id === id)?.priceCut).toMatchObject({ amount: 40_000 });

    // A rise clears the badge; the history keeps all three changes.
    await reprice(client, id, 490_000, title);
    detail = await getJson<PropertyDetail>(t.client, `/api/properties/${id}`);
    expect(detail.priceCut).toBeNull();
    expect(detail.priceHistory).toHaveLength(3);
  });

  it("stops badging a cut after thirty days", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    const title = `Old Cut Court ${Date.now().toString(36)}`;
    const { id } = await createListing(client, { title, price: 300_000 });
    await reprice(client, id, 290_000, title);
    await t.deps.db
      .update(properties)
      .set({ lastPriceCutAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) })
      .where(eq(properties.id, id));
    const detail = await getJson<PropertyDetail>(t.client, `/api/properties/${id}`);
    expect(detail.priceCut).toBeNull();
    expect(detail.priceHistory).toHaveLength(1);
  });
});

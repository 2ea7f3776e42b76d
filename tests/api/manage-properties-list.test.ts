import { describe, expect, it } from "vitest";
import type { ManagedPropertyPage } from "../../src/shared/manage-properties";
import { createAccounts } from "../factories/admin";
import { createListing } from "../factories/manage-properties";
import { addImage, createProperties } from "../factories/properties";
import { signedInClient } from "../factories/users";
import { getJson } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";

const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

const page = (client: Parameters<typeof getJson>[0], query = "") =>
  getJson<ManagedPropertyPage>(client, `/api/manage/properties${query}`);

describe("GET /api/manage/properties", () => {
  it("pages an administrator through every listing, newest first, with realtor and cover", async () => {
    const [owner] = await createAccounts(t, [{ role: "realtor", name: "Paging Realtor" }]);
    const start = Date.now() - 100 * 60_000;
    const rows = await createProperties(
      t,
      Array.from({ length: 12 }, (_, i) => ({
        title: `Paged Home ${i}`,
        realtorId: owner?.id,
        createdAt: new Date(start + i * 60_000),
      })),
    );
    const newest = rows.at(-1);
    if (!newest) throw new Error("no rows");
    await addImage(t, newest.id, { position: 0, label: "Back" });
    const cover = await addImage(t, newest.id, { position: 1, isCover: true });

    const { client } = await signedInClient(t, { role: "admin" });
    const first = await page(client, "?q=paged home");
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    expect(first.items.map((item) => item.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Paged Home ${11 - i}`),
    );
    expect(first.items[0]).toMatchObject({
      id: newest.id,
      price: newest.price,
      city: newest.city,
      state: newest.state,
      isFeatured: false,
      realtorName: "Paging Realtor",
    });
    expect(first.items[0]?.image?.src).toBe(`/media/${cover.storageKey}-960.webp`);
    expect(Object.keys(first.items[0]?.image ?? {}).sort()).toEqual([
      "height",
      "src",
      "srcSet",
      "width",
    ]);
    expect(first.items[1]?.image).toBeNull();
    const second = await page(client, "?q=paged home&page=2");
    expect(second.items.map((item) => item.title)).toEqual(["Paged Home 1", "Paged Home 0"]);
    expect((await page(client, "?q=paged home&page=3")).items).toEqual([]);
  });

  it("shows a realtor only their own listings", async () => {
    const { client: mine } = await signedInClient(t, { role: "realtor" });
    const { client: theirs } = await signedInClient(t, { role: "realtor" });
    const { id } = await createListing(mine, { title: "Own Scope Home" });
    await createListing(theirs, { title: "Other Scope Home" });
    const own = await page(mine, "?q=scope home");
    expect(own.items.map((item) => item.id)).toEqual([id]);
    expect(own.total).toBe(1);
  });

  it("searches title, address and city case-insensitively and filters featured or regular", async () => {
    const [realtor] = await createAccounts(t, [{ role: "realtor" }]);
    const [byTitle, byAddress, byCity] = await createProperties(t, [
      {
        title: "Xylophone Cottage",
        realtorId: realtor?.id,
        isFeatured: true,
        createdAt: minutesAgo(3),
      },
      {
        title: "Plain One",
        address: "12 Xylophone Road",
        realtorId: realtor?.id,
        createdAt: minutesAgo(2),
      },
      {
        title: "Plain Two",
        city: "Xylophone Falls",
        realtorId: realtor?.id,
        isFeatured: true,
        createdAt: minutesAgo(1),
      },
    ]);
    const { client } = await signedInClient(t, { role: "admin" });
    const ids = async (query: string) => (await page(client, query)).items.map((item) => item.id);
    expect(await ids("?q=XYLOPHONE")).toEqual([byCity?.id, byAddress?.id, byTitle?.id]);
    expect(await ids("?q=xylophone&filter=featured")).toEqual([byCity?.id, byTitle?.id]);
    expect(await ids("?q=xylophone&filter=regular")).toEqual([byAddress?.id]);
    expect(await ids("?q=xylophone&filter=all&page=")).toHaveLength(3);
    expect(await ids("?q=100%25")).toEqual([]);

    for (const query of ["?filter=hot", "?page=0", "?page=x", `?q=${"a".repeat(101)}`]) {
      const response = await client.get(`/api/manage/properties${query}`);
      expect(response.status, query).toBe(400);
    }
  });
});

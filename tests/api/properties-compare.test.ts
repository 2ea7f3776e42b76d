import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { CompareAnswer } from "../../src/shared/compare";
import { addImage, createProperty } from "../factories/properties";
import { getJson, issuesOf } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";

const t = setupTestApp();

const compare = (ids: string) => `/api/properties/compare?ids=${ids}`;

describe("GET /api/properties/compare", () => {
  it("answers the homes in the order asked, with the rows that compare them", async () => {
    const listedAt = new Date(Date.now() - 12 * 86_400_000);
    const pool = await createProperty(t, {
      title: "Pool House",
      price: 600_000,
      squareFeet: 3000,
      amenities: ["Pool", "Garage"],
      interiorFeatures: ["Fireplace"],
      exteriorFeatures: ["Deck"],
      communityFeatures: ["Park", "Fireplace"],
      hoaDues: 120,
      yearBuilt: 2010,
      lotSizeAcres: 0.5,
      listedAt,
    });
    const flat = await createProperty(t, {
      title: "City Flat",
      price: 300_000,
      squareFeet: 1000,
      amenities: ["Pool"],
    });
    const cover = await addImage(t, pool.id, { position: 0, isCover: true, label: "Front" });

    const response = await t.client.get(compare(`${flat.id},${pool.id}`));
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const answer = (await response.json()) as CompareAnswer;
    expect(answer.slots.map((slot) => [slot.id, slot.home?.title])).toEqual([
      [flat.id, "City Flat"],
      [pool.id, "Pool House"],
    ]);
    expect(answer.slots[1]?.home).toMatchObject({
      hoaDues: 120,
      yearBuilt: 2010,
      lotSizeAcres: 0.5,
      daysOnMarket: 12,
      amenities: ["Pool", "Garage"],
      // Interior, exterior and community features in one list, each once.
      features: ["Fireplace", "Deck", "Park"],
      image: { id: cover.id },
    });
    const price = answer.matrix.facts.find((row) => row.fact === "price");
    expect(price).toEqual({
      fact: "price",
      values: [300_000, 600_000],
      differs: true,
      best: [true, false],
    });
    expect(answer.matrix.amenities.map((row) => [row.name, row.has])).toEqual([
      ["Pool", [true, true]],
      ["Garage", [false, true]],
    ]);
  });

  it("names a home that is no longer listed as gone, and compares the rest", async () => {
    const listed = await createProperty(t, { title: "Still Here" });
    const gone = randomUUID();
    const answer = await getJson<CompareAnswer>(
      t.client,
      compare(`${gone},${listed.id},${listed.id}`),
    );
    expect(answer.slots).toEqual([
      { id: gone, home: null },
      { id: listed.id, home: expect.objectContaining({ title: "Still Here" }) },
    ]);
    expect(answer.matrix.facts.find((row) => row.fact === "price")?.values).toEqual([300_000]);
  });

  it("takes one to four listing ids, and says what is wrong on `ids` otherwise", async () => {
    const ids = Array.from({ length: 5 }, () => randomUUID());
    expect(await issuesOf(await t.client.get(compare(ids.join(","))))).toEqual({
      ids: "You can compare up to 4 homes at a time.",
    });
    expect(await issuesOf(await t.client.get(compare("")))).toEqual({
      ids: "Please pick at least one home to compare.",
    });
    expect(await issuesOf(await t.client.get("/api/properties/compare"))).toEqual({
      ids: "Please pick at least one home to compare.",
    });
    expect(await issuesOf(await t.client.get(compare(`${ids[0]},1;drop`)))).toEqual({
      ids: "Each home to compare must be a listing id.",
    });
    // Four is allowed, even when none of them is listed.
    const four = await getJson<CompareAnswer>(t.client, compare(ids.slice(0, 4).join(",")));
    expect(four.slots.map((slot) => slot.home)).toEqual([null, null, null, null]);
  });
});

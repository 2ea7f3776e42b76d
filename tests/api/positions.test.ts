import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { completePositions } from "../../src/server/properties/positions";
import { createProperties } from "../factories/properties";
import { setupTestApp } from "../setup/setup-test-app";

const t = setupTestApp();

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.deps.db.execute(query)) as unknown as { rows: T[] }).rows;

describe("positions of listings saved before they existed (migration 0020)", () => {
  it("come from the place data by ZIP, else city, else state, then the columns are NOT NULL", async () => {
    // A database as migration 0020 leaves it: nullable columns, listings without a position.
    await t.deps.db.execute(sql`alter table properties alter column latitude drop not null,
      alter column longitude drop not null, alter column location drop not null`);
    const [byZip, byCity, byState] = await createProperties(t, [
      { title: "By ZIP", zip: "78745", city: "Austin", state: "TX" },
      { title: "By city", zip: "00000", city: "Austin", state: "TX" },
      { title: "By state", zip: "00000", city: "Nowhere Town", state: "VT" },
    ]);
    await t.deps.db.execute(sql`update properties set latitude = null, longitude = null`);

    await completePositions(t.deps.db);

    const placed = await rows<{ id: string; latitude: number; longitude: number }>(
      sql`select id, latitude, longitude from properties`,
    );
    const at = (id: string | undefined) => placed.find((row) => row.id === id);
    expect(at(byZip?.id)).toMatchObject({ latitude: 30.2063, longitude: -97.7956 });
    // Austin's first residential ZIP's centroid.
    expect(at(byCity?.id)?.latitude).toBeCloseTo(30.3, 0);
    expect(at(byCity?.id)?.longitude).toBeCloseTo(-97.7, 0);
    // Vermont's middle.
    expect(at(byState?.id)?.latitude).toBeGreaterThan(42.7);
    expect(at(byState?.id)?.latitude).toBeLessThan(45);
    const notNull = await rows<{ attname: string; attnotnull: boolean }>(
      sql`select attname, attnotnull from pg_attribute where attrelid = 'properties'::regclass
        and attname in ('latitude', 'longitude', 'location') order by attname`,
    );
    expect(notNull.every((column) => column.attnotnull)).toBe(true);
    // Run again, it has nothing to do.
    await completePositions(t.deps.db);
  });

  it("stops the start, naming the listing, when the place data cannot place it", async () => {
    await t.deps.db.execute(sql`alter table properties alter column latitude drop not null,
      alter column longitude drop not null, alter column location drop not null`);
    const [lost] = await createProperties(t, [{ zip: "00000", city: "Atlantis", state: "ZZ" }]);
    await t.deps.db.execute(sql`update properties set latitude = null, longitude = null`);
    await expect(completePositions(t.deps.db)).rejects.toThrow(
      `Listings the place data cannot place (set their position): ${lost?.id}`,
    );
    await t.deps.db.execute(sql`delete from properties`);
    await completePositions(t.deps.db);
  });
});

import { describe, expect, it } from "vitest";
import { seedDemoContent } from "../../src/server/demo/seed";
import type { Seeder } from "../../src/server/demo/seeder";
import { createUser } from "../factories/users";
import { setupTestApp } from "../setup/setup-test-app";

const t = setupTestApp();

describe("demo content", () => {
  it("is seeded once per database, even when an admin already exists", async () => {
    await createUser(t, { role: "admin" });
    const runs: string[] = [];
    const seeders: Seeder[] = [
      { name: "first", run: async () => void runs.push("first") },
      { name: "second", run: async () => void runs.push("second") },
    ];
    expect(await seedDemoContent(t.deps, seeders)).toBe(true);
    expect(await seedDemoContent(t.deps, seeders)).toBe(false);
    expect(runs).toEqual(["first", "second"]);
  });

  it("runs only the slices a database has not had yet", async () => {
    const runs: string[] = [];
    const seeder = (name: string): Seeder => ({ name, run: async () => void runs.push(name) });
    await seedDemoContent(t.deps, [seeder("old")]);
    expect(await seedDemoContent(t.deps, [seeder("old"), seeder("new")])).toBe(true);
    expect(runs).toEqual(["old", "new"]);
  });
});

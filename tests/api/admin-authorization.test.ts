import { describe, expect, it } from "vitest";
import { setupTestApp } from "../setup/setup-test-app";
import { MATRIX, registeredRoutes } from "./authorization-matrix";

/**
 * Everything under /api/admin is for administrators only. The statuses themselves
 * are walked by authorization-matrix.test.ts (the one table); this holds the table to the rule,
 * so a new admin route cannot be listed there with a laxer row.
 */
const t = setupTestApp();

describe("the /api/admin routes", () => {
  it("are all in the authorization matrix as administrators-only", () => {
    const adminRoutes = [...registeredRoutes(t.app)].filter((route) =>
      route.split(" ")[1]?.startsWith("/api/admin/"),
    );
    expect(adminRoutes.length).toBeGreaterThan(0);
    for (const route of adminRoutes) {
      const rows = MATRIX.filter((row) => row.route === route);
      expect(rows.length, `${route} is in the matrix`).toBeGreaterThan(0);
      for (const row of rows) {
        const [anonymous, user, realtor, photographer, admin] = row.expect;
        expect([anonymous, user, realtor, photographer], route).toEqual([401, 403, 403, 403]);
        expect(admin >= 200 && admin < 300, `${route}: an administrator succeeds`).toBe(true);
      }
    }
  });
});

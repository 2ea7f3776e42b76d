import { describe, expect, it } from "vitest";
import type { Role } from "../../src/shared/roles";
import { signedInClient } from "../factories/users";
import { setupTestApp } from "../setup/setup-test-app";
import { TestClient } from "../setup/test-client";

const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

/** A well-formed id that names nothing, for every `:param` of a route. */
const NOBODY = "00000000-0000-4000-8000-000000000000";

/** Every route the app serves under /api/admin, as "METHOD /path" with its params filled in. */
function adminRoutes(): { method: string; path: string }[] {
  const seen = new Set<string>();
  const routes: { method: string; path: string }[] = [];
  for (const route of t.app.routes) {
    // Middleware shows up as method ALL; the catch-all of /api is not an admin route either.
    if (route.method === "ALL" || !route.path.startsWith("/api/admin/")) continue;
    const path = route.path.replace(/:[A-Za-z]+/g, NOBODY);
    const key = `${route.method} ${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    routes.push({ method: route.method, path });
  }
  return routes;
}

async function statusOf(client: TestClient, method: string, path: string): Promise<number> {
  const response = await client.request(method, path, method === "GET" ? {} : { json: {} });
  await response.arrayBuffer();
  return response.status;
}

describe("the /api/admin routes", () => {
  it("exist", () => {
    expect(adminRoutes().length).toBeGreaterThan(0);
  });

  it("answer 401 to anyone signed out", async () => {
    const anonymous = new TestClient(t);
    for (const { method, path } of adminRoutes()) {
      expect(await statusOf(anonymous, method, path), `${method} ${path}`).toBe(401);
    }
  });

  for (const role of ["user", "realtor", "photographer"] satisfies Role[]) {
    it(`answer 403 to a signed-in ${role}`, async () => {
      const { client } = await signedInClient(t, { role });
      for (const { method, path } of adminRoutes()) {
        expect(await statusOf(client, method, path), `${method} ${path}`).toBe(403);
      }
    });
  }

  it("let an administrator through (no 401, 403 or server error)", async () => {
    const { client } = await signedInClient(t, { role: "admin" });
    for (const { method, path } of adminRoutes()) {
      const status = await statusOf(client, method, path);
      expect(status, `${method} ${path}`).not.toBe(401);
      expect(status, `${method} ${path}`).not.toBe(403);
      expect(status, `${method} ${path}`).toBeLessThan(500);
    }
  });
});

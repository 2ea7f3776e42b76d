import { describe, expect, it } from "vitest";
import { notifications } from "../../src/server/platform/db/schema";
import type { DashboardSummary } from "../../src/shared/notifications";
import { createPhotographerEntry } from "../factories/directory";
import { createProperties } from "../factories/properties";
import { createUser, signedInClient } from "../factories/users";
import { getJson } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";
import { TestClient } from "../setup/test-client";

const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

const summary = (client: TestClient) => getJson<DashboardSummary>(client, "/api/dashboard/summary");

async function photographersSeenByAdmin(): Promise<number> {
  const { client } = await signedInClient(t, { role: "admin" });
  return (await summary(client)).availablePhotographers ?? -1;
}

describe("GET /api/dashboard/summary", () => {
  it("counts the user's saved listings and unread notifications", async () => {
    const { client, account } = await signedInClient(t);
    const { client: other } = await signedInClient(t);
    expect(await summary(client)).toEqual({
      savedCount: 0,
      unreadNotifications: 0,
      availablePhotographers: null,
    });

    const listings = await createProperties(t, [{}, {}, {}]);
    for (const listing of listings) await client.request("PUT", `/api/saved/${listing.id}`);
    await other.request("PUT", `/api/saved/${listings[0]?.id}`);
    const [read] = await t.deps.db
      .insert(notifications)
      .values(
        ["a", "b", "c"].map((title) => ({ userId: account.id, kind: "tour_requested", title })),
      )
      .returning();
    await client.post(`/api/notifications/${read?.id}/read`);

    const response = await client.get("/api/dashboard/summary");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.json()).toEqual({
      savedCount: 3,
      unreadNotifications: 2,
      availablePhotographers: null,
    });
    expect(await summary(other)).toMatchObject({ savedCount: 1, unreadNotifications: 0 });
  });

  it("shows admins and realtors the photographers the directory lists, and nobody else", async () => {
    const before = await photographersSeenByAdmin();
    await createPhotographerEntry(t);
    await createPhotographerEntry(t);
    await createPhotographerEntry(t, { listed: false });
    await createPhotographerEntry(t, {}, { banned: true });
    await createPhotographerEntry(
      t,
      {},
      { banned: true, banExpires: new Date(Date.now() - 60_000) },
    );
    // A photographer without a directory entry is not one anybody can find yet.
    await createUser(t, { role: "photographer" });

    const expected = before + 3;
    for (const role of ["admin", "realtor"] as const) {
      const { client } = await signedInClient(t, { role });
      expect((await summary(client)).availablePhotographers, role).toBe(expected);
    }
    for (const role of ["user", "photographer"] as const) {
      const { client } = await signedInClient(t, { role });
      expect((await summary(client)).availablePhotographers, role).toBeNull();
    }
  });

  it("needs sign-in", async () => {
    const response = await new TestClient(t).get("/api/dashboard/summary");
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: "UNAUTHORIZED" });
  });
});

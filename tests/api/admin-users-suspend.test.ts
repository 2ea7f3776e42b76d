import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { session } from "../../src/server/platform/db/schema";
import type { AdminUserRow } from "../../src/shared/admin-users";
import { SIGN_IN_REFUSED_MESSAGE } from "../../src/shared/schemas/auth";
import { activitiesAbout, signedInAdmin } from "../factories/admin";
import { createRealtorEntry, uniqueWord } from "../factories/directory";
import { signedInClient } from "../factories/users";
import { setupTestApp } from "../setup/setup-test-app";
import { TestClient } from "../setup/test-client";

const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

const suspend = (admin: TestClient, id: string, reason: unknown = "Spam listings") =>
  admin.post(`/api/admin/users/${id}/suspend`, { reason });
const unsuspend = (admin: TestClient, id: string) => admin.post(`/api/admin/users/${id}/unsuspend`);
const signIn = (account: { email: string; password: string }) =>
  new TestClient(t).post("/api/auth/sign-in/email", {
    email: account.email,
    password: account.password,
  });

describe("POST /api/admin/users/:id/suspend", () => {
  it("ends the user's sessions at once and refuses their sign-in", async () => {
    const { client: admin, account: me } = await signedInAdmin(t);
    const { client: member, account } = await signedInClient(t, { name: "Sam Suspect" });
    const other = await signIn(account);
    expect(other.status).toBe(200);
    expect((await member.get("/api/profile/me")).status).toBe(200);

    const response = await suspend(admin, account.id, "  Spam listings ");
    expect(response.status).toBe(200);
    const row = (await response.json()) as AdminUserRow;
    expect(row).toMatchObject({
      id: account.id,
      suspended: true,
      suspendReason: "Spam listings",
    });

    expect((await member.get("/api/profile/me")).status).toBe(401);
    expect(await t.deps.db.select().from(session).where(eq(session.userId, account.id))).toEqual(
      [],
    );
    const refused = await signIn(account);
    // Told no more than a wrong password would be (decision 010).
    expect(refused.status).toBe(401);
    expect((await refused.json()).message).toBe(SIGN_IN_REFUSED_MESSAGE);

    const log = await activitiesAbout(t, account.id);
    expect(log.map((entry) => [entry.action, entry.adminId, entry.details])).toEqual([
      [
        "user_suspended",
        me.id,
        { name: "Sam Suspect", email: account.email, reason: "Spam listings" },
      ],
    ]);
    const listed = await admin.get(`/api/admin/users?q=${encodeURIComponent(account.email)}`);
    expect((await listed.json()).items).toEqual([row]);
  });

  it("takes a suspended professional off the public directory until unsuspended", async () => {
    const { client: admin } = await signedInAdmin(t);
    const word = uniqueWord();
    const entry = await createRealtorEntry(t, {}, { name: `${word} Agent` });
    const shown = async () =>
      (await (await new TestClient(t).get(`/api/realtors?q=${word}`)).json()).total;
    expect(await shown()).toBe(1);
    expect((await suspend(admin, entry.userId)).status).toBe(200);
    expect(await shown()).toBe(0);
    expect((await unsuspend(admin, entry.userId)).status).toBe(200);
    expect(await shown()).toBe(1);
  });

  it("needs a reason of at most 200 characters", async () => {
    const { client: admin } = await signedInAdmin(t);
    const { account } = await signedInClient(t);
    for (const [reason, message] of [
      ["   ", "Please give a reason for the suspension."],
      [42, "Please give a reason for the suspension."],
      ["x".repeat(201), "Reason must be at most 200 characters."],
    ] as const) {
      const response = await suspend(admin, account.id, reason);
      expect(response.status).toBe(400);
      expect((await response.json()).issues).toEqual([{ path: "reason", message }]);
    }
    const missing = await admin.post(`/api/admin/users/${account.id}/suspend`, {});
    expect((await missing.json()).issues).toEqual([
      { path: "reason", message: "Please give a reason for the suspension." },
    ]);
    expect((await signIn(account)).status).toBe(200);
  });

  it("refuses to suspend yourself, someone already suspended, or nobody", async () => {
    const { client: admin, account: me } = await signedInAdmin(t);
    const self = await suspend(admin, me.id);
    expect(self.status).toBe(409);
    expect((await self.json()).message).toBe("You cannot suspend your own account.");
    expect((await admin.get("/api/profile/me")).status).toBe(200);

    const { account } = await signedInClient(t);
    expect((await suspend(admin, account.id)).status).toBe(200);
    const twice = await suspend(admin, account.id, "Again");
    expect(twice.status).toBe(409);
    expect((await twice.json()).message).toBe("This user is already suspended.");
    expect(await activitiesAbout(t, account.id)).toHaveLength(1);

    expect((await suspend(admin, "no-such-user")).status).toBe(404);
  });
});

describe("POST /api/admin/users/:id/unsuspend", () => {
  it("lets the user sign in again and logs user_unsuspended", async () => {
    const { client: admin, account: me } = await signedInAdmin(t);
    const { account } = await signedInClient(t, { name: "Una Back" });
    expect((await suspend(admin, account.id)).status).toBe(200);
    const response = await unsuspend(admin, account.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: account.id,
      suspended: false,
      suspendReason: null,
    });
    const back = await signIn(account);
    expect(back.status).toBe(200);
    const log = await activitiesAbout(t, account.id);
    expect(log.map((entry) => [entry.action, entry.adminId, entry.details])).toEqual([
      ["user_suspended", me.id, expect.objectContaining({ reason: "Spam listings" })],
      ["user_unsuspended", me.id, { name: "Una Back", email: account.email }],
    ]);
  });

  it("answers 409 for someone not suspended and 404 for nobody", async () => {
    const { client: admin } = await signedInAdmin(t);
    const { account } = await signedInClient(t);
    const response = await unsuspend(admin, account.id);
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe("This user is not suspended.");
    expect(await activitiesAbout(t, account.id)).toEqual([]);
    expect((await unsuspend(admin, "no-such-user")).status).toBe(404);
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "../../src/server/platform/db/schema";
import { SIGN_IN_REFUSED_MESSAGE } from "../../src/shared/schemas/auth";
import { signedInAdmin } from "../factories/admin";
import { createUser } from "../factories/users";
import { setupTestApp } from "../setup/setup-test-app";
import { TestClient } from "../setup/test-client";

const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

async function signIn(email: string, password: string) {
  const response = await new TestClient(t).post("/api/auth/sign-in/email", { email, password });
  return { status: response.status, body: await response.json() };
}

describe("a suspended account's sign-in", () => {
  it("answers exactly as a wrong password does, whether its password is right or not", async () => {
    const account = await createUser(t);
    const { client: admin } = await signedInAdmin(t);
    expect(
      (await admin.post(`/api/admin/users/${account.id}/suspend`, { reason: "x" })).status,
    ).toBe(200);

    const rightPassword = await signIn(account.email, account.password);
    const wrongPassword = await signIn(account.email, "not-the-password");
    const unknownAccount = await signIn("nobody-here@example.test", "not-the-password");
    expect(rightPassword).toEqual(wrongPassword);
    expect(rightPassword).toEqual(unknownAccount);
    expect(rightPassword).toEqual({
      status: 401,
      body: { code: "UNAUTHORIZED", message: SIGN_IN_REFUSED_MESSAGE },
    });
  });

  it("signs in again once unsuspended", async () => {
    const account = await createUser(t);
    await t.deps.db.update(user).set({ banned: true }).where(eq(user.id, account.id));
    expect((await signIn(account.email, account.password)).status).toBe(401);
    await t.deps.db.update(user).set({ banned: false }).where(eq(user.id, account.id));
    expect((await signIn(account.email, account.password)).status).toBe(200);
  });
});

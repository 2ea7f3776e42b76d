import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles, user } from "../../src/server/db/schema";
import { SIGN_IN_REFUSED_MESSAGE } from "../../src/shared/schemas/auth";
import { createUser, DEFAULT_PASSWORD, uniqueEmail } from "../factories/users";
import { setupTestApp } from "../setup/setup-test-app";
import { TestClient } from "../setup/test-client";

const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

async function usersWithEmail(email: string) {
  return t.deps.db.select().from(user).where(eq(user.email, email));
}

describe("sign-up", () => {
  it("creates the account, its profile and a session", async () => {
    const client = new TestClient(t);
    const email = uniqueEmail("jane.doe");
    const response = await client.post("/api/auth/sign-up/email", {
      name: "Jane Doe",
      email,
      password: DEFAULT_PASSWORD,
    });
    expect(response.status).toBe(200);
    const session = await (await client.get("/api/auth/get-session")).json();
    expect(session.user).toMatchObject({ email, name: "Jane Doe", role: "user" });
    const [profile] = await t.deps.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, session.user.id));
    expect(profile?.username).toBe(email.split("@")[0]);
  });

  it("sets an HttpOnly, SameSite session cookie", async () => {
    const response = await new TestClient(t).post("/api/auth/sign-up/email", {
      name: "Cookie Check",
      email: uniqueEmail(),
      password: DEFAULT_PASSWORD,
    });
    const cookie = response.headers.getSetCookie().find((line) => line.includes("session_token"));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it("gives a second account with the same e-mail prefix its own username", async () => {
    const first = `same.prefix@one-${Date.now()}.test`;
    const second = `same.prefix@two-${Date.now()}.test`;
    const a = await createUser(t, { email: first });
    const b = await createUser(t, { email: second });
    const rows = await t.deps.db.select().from(profiles).where(eq(profiles.id, a.id));
    const rowsB = await t.deps.db.select().from(profiles).where(eq(profiles.id, b.id));
    expect(rows[0]?.username).toBe("same.prefix");
    expect(rowsB[0]?.username).toBe("same.prefix2");
  });

  it("cannot give itself a role", async () => {
    const client = new TestClient(t);
    const email = uniqueEmail();
    const response = await client.post("/api/auth/sign-up/email", {
      name: "Sneaky",
      email,
      password: DEFAULT_PASSWORD,
      role: "admin",
    });
    const [row] = await usersWithEmail(email);
    // Better Auth refuses the field outright or ignores it; either way nobody becomes admin.
    expect(row?.role ?? "user").toBe("user");
    expect([200, 400]).toContain(response.status);
  });

  it.each([
    [
      { name: "A", email: "not-an-email", password: DEFAULT_PASSWORD },
      "email",
      "Please enter a valid email address.",
    ],
    [
      { name: "A", email: "short@example.test", password: "1234567" },
      "password",
      "Password must be at least 8 characters",
    ],
    [
      { name: "", email: "noname@example.test", password: DEFAULT_PASSWORD },
      "name",
      "Full name is required",
    ],
  ])("refuses %j with the field's message and creates nothing", async (body, field, message) => {
    const response = await new TestClient(t).post("/api/auth/sign-up/email", body);
    expect(response.status).toBe(400);
    const json = await response.json();
    expect(json.code).toBe("VALIDATION_FAILED");
    expect(json.issues).toContainEqual({ path: field, message });
    expect(await usersWithEmail(body.email)).toHaveLength(0);
  });

  it("refuses an e-mail that is taken, on the email field, creating nothing", async () => {
    const existing = await createUser(t);
    const response = await new TestClient(t).post("/api/auth/sign-up/email", {
      name: "Copycat",
      email: existing.email,
      password: DEFAULT_PASSWORD,
    });
    expect(response.status).toBe(409);
    const json = await response.json();
    expect(json.issues).toContainEqual({
      path: "email",
      message: "An account with this email already exists.",
    });
    expect(await usersWithEmail(existing.email)).toHaveLength(1);
  });
});

describe("sign-in and sign-out", () => {
  it("signs in with the right password and out again", async () => {
    const account = await createUser(t);
    const client = new TestClient(t);
    const signIn = await client.post("/api/auth/sign-in/email", {
      email: account.email,
      password: account.password,
    });
    expect(signIn.status).toBe(200);
    expect((await (await client.get("/api/auth/get-session")).json()).user.email).toBe(
      account.email,
    );
    expect((await client.post("/api/auth/sign-out", {})).status).toBe(200);
    expect(await (await client.get("/api/auth/get-session")).json()).toBeNull();
  });

  it("gives the same answer for a wrong password and an unknown e-mail", async () => {
    const account = await createUser(t);
    const wrong = await new TestClient(t).post("/api/auth/sign-in/email", {
      email: account.email,
      password: "wrong-password",
    });
    const unknown = await new TestClient(t).post("/api/auth/sign-in/email", {
      email: uniqueEmail("ghost"),
      password: "wrong-password",
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const [a, b] = [await wrong.json(), await unknown.json()];
    expect(a).toEqual(b);
    expect(a).toEqual({ code: "UNAUTHORIZED", message: SIGN_IN_REFUSED_MESSAGE });
  });

  it("refuses a suspended account as it refuses a wrong password", async () => {
    const account = await createUser(t);
    await t.deps.db
      .update(user)
      .set({ banned: true, banReason: "spam" })
      .where(eq(user.id, account.id));
    const response = await new TestClient(t).post("/api/auth/sign-in/email", {
      email: account.email,
      password: account.password,
    });
    expect(response.status).toBe(401);
    expect((await response.json()).message).toBe(SIGN_IN_REFUSED_MESSAGE);
  });
});

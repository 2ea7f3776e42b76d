import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles, user } from "../../src/server/platform/db/schema";
import { SIGN_IN_REFUSED_MESSAGE } from "../../src/shared/schemas/auth";
import { createUser, DEFAULT_PASSWORD, uniqueEmail } from "../factories/users";
import { setupMailTestApp } from "../setup/setup-mail-test-app";
import { linksIn } from "../setup/smtp-sink";
import { TestClient } from "../setup/test-client";

const t = setupMailTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

async function usersWithEmail(email: string) {
  return t.deps.db.select().from(user).where(eq(user.email, email));
}

describe("sign-up", () => {
  it("creates the account and its profile, e-mails a verification link and opens no session", async () => {
    const client = new TestClient(t);
    const email = uniqueEmail("jane.doe");
    const response = await client.post("/api/auth/sign-up/email", {
      name: "Jane Doe",
      email,
      password: DEFAULT_PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join()).not.toContain("session_token");
    expect(await (await client.get("/api/auth/get-session")).json()).toBeNull();
    const [row] = await usersWithEmail(email);
    expect(row).toMatchObject({ name: "Jane Doe", role: "user", emailVerified: false });
    const [profile] = await t.deps.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, row?.id ?? ""));
    expect(profile?.username).toBe(email.split("@")[0]);
    await t.smtp.waitFor(email, /Confirm your e-mail/);
  });

  it("signs in through the verification link with an HttpOnly, SameSite session cookie", async () => {
    const email = uniqueEmail();
    await new TestClient(t).post("/api/auth/sign-up/email", {
      name: "Cookie Check",
      email,
      password: DEFAULT_PASSWORD,
    });
    const link = linksIn(await t.smtp.waitFor(email, /Confirm your e-mail/)).find((url) =>
      url.includes("/verify-email?"),
    );
    const client = new TestClient(t);
    const response = await client.get(new URL(link ?? "").pathname + new URL(link ?? "").search);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/email-verified");
    const cookie = response.headers.getSetCookie().find((line) => line.includes("session_token"));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const session = await (await client.get("/api/auth/get-session")).json();
    expect(session.user).toMatchObject({ email, emailVerified: true });
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

  it("answers a taken e-mail exactly like a new one, creates nothing and tells the owner", async () => {
    const existing = await createUser(t);
    const body = (email: string) => ({ name: "Copycat", email, password: DEFAULT_PASSWORD });
    const taken = await new TestClient(t).post("/api/auth/sign-up/email", body(existing.email));
    const fresh = await new TestClient(t).post("/api/auth/sign-up/email", body(uniqueEmail()));
    expect(taken.status).toBe(fresh.status);
    const shape = (json: { user: Record<string, unknown> }) => Object.keys(json.user).sort();
    expect(shape(await taken.json())).toEqual(shape(await fresh.json()));
    expect(taken.headers.getSetCookie()).toEqual([]);
    expect(await usersWithEmail(existing.email)).toHaveLength(1);
    const notice = await t.smtp.waitFor(existing.email, /tried to create/);
    expect(notice.text).toContain("Reset my password");
  });
});

/**
 * A sign-up's answer as bytes, with what is random for every sign-up (the new id, the moment,
 * the CSP nonce, the request id) and the address the visitor typed put in placeholders.
 */
async function answerBytes(response: Response, email: string) {
  const body = JSON.parse(await response.text());
  const { id, createdAt, updatedAt } = body.user;
  const text = JSON.stringify(body)
    .replace(JSON.stringify(id), '"<id>"')
    .replaceAll(JSON.stringify(createdAt), '"<time>"')
    .replaceAll(JSON.stringify(updatedAt), '"<time>"')
    .replace(JSON.stringify(email.toLowerCase()), '"<email>"');
  const headers = [...response.headers]
    .filter(([name]) => name !== "x-request-id")
    .map(([name, value]) => [name, value.replace(/'nonce-[^']+'/, "'nonce'")]);
  return { status: response.status, headers, text };
}

describe("sign-up answers alike for a taken address", () => {
  it("answers byte for byte as for a new one, whatever name and spelling of the address", async () => {
    const names = ["Copycat", "  Padded   Name ", "Zoë Ünicode-Smith", "A", "x".repeat(100)];
    for (const [index, name] of names.entries()) {
      const existing = await createUser(t, { name: "Someone Else" });
      const fresh = uniqueEmail("fresh");
      // Odd pairs type the address in capitals, as a visitor may.
      const spell = (email: string) => (index % 2 === 1 ? email.toUpperCase() : email);
      const answer = async (email: string) => {
        const body = { name, email: spell(email), password: DEFAULT_PASSWORD };
        const response = await new TestClient(t).post("/api/auth/sign-up/email", body);
        return answerBytes(response, email);
      };
      const [taken, created] = [await answer(existing.email), await answer(fresh)];
      expect(taken, name).toEqual(created);
    }
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

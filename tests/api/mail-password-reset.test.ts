import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { verification } from "../../src/server/platform/db/schema";
import { RESET_LINK_INVALID_MESSAGE } from "../../src/shared/schemas/auth";
import { createUser, DEFAULT_PASSWORD, uniqueEmail } from "../factories/users";
import { setupMailTestApp } from "../setup/setup-mail-test-app";
import { linksIn, type ReceivedMail } from "../setup/smtp-sink";
import { TestClient } from "../setup/test-client";

const t = setupMailTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

const NEW_PASSWORD = "a-brand-new-passphrase";

async function requestReset(email: string) {
  return new TestClient(t).post("/api/auth/request-password-reset", { email });
}

const tokenIn = (mail: ReceivedMail) => {
  const link = linksIn(mail).find((url) => url.includes("/reset-password?token="));
  if (!link) throw new Error("no reset link");
  return new URL(link).searchParams.get("token") ?? "";
};

async function resetLink(email: string) {
  const mail = await t.smtp.waitFor(email, /Reset your/);
  return { mail, token: tokenIn(mail) };
}

/** Asks for a reset link and returns the token of the e-mail it brings (the n-th so far). */
async function newResetToken(email: string): Promise<string> {
  const before = t.smtp.messages.filter((m) => m.to === email && /Reset your/.test(m.subject));
  expect((await requestReset(email)).status).toBe(200);
  for (const deadline = Date.now() + 15_000; Date.now() < deadline; ) {
    const mails = t.smtp.messages.filter((m) => m.to === email && /Reset your/.test(m.subject));
    const mail = mails[before.length];
    if (mail) return tokenIn(mail);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no new reset e-mail to ${email}`);
}

const resetWith = (token: string, newPassword = NEW_PASSWORD) =>
  new TestClient(t).post("/api/auth/reset-password", { token, newPassword });

async function expectRefused(token: string) {
  const response = await resetWith(token, "not-this-passphrase");
  expect(response.status).toBe(400);
  expect((await response.json()).message).toBe(RESET_LINK_INVALID_MESSAGE);
}

describe("forgot password", () => {
  it("e-mails a single-use link that sets a new password and ends every session", async () => {
    const account = await createUser(t);
    const signedIn = new TestClient(t);
    await signedIn.post("/api/auth/sign-in/email", {
      email: account.email,
      password: DEFAULT_PASSWORD,
    });
    expect((await requestReset(account.email)).status).toBe(200);
    const { mail, token } = await resetLink(account.email);
    expect(mail.html).toContain("Choose a new password");
    expect(mail.headers["list-unsubscribe"]).toBeUndefined();

    const reset = await new TestClient(t).post("/api/auth/reset-password", {
      token,
      newPassword: NEW_PASSWORD,
    });
    expect(reset.status).toBe(200);
    const session = await (await signedIn.get("/api/auth/get-session")).json();
    expect(session).toBeNull();
    await t.smtp.waitFor(account.email, /password was changed/);

    const again = await new TestClient(t).post("/api/auth/reset-password", {
      token,
      newPassword: "yet-another-passphrase",
    });
    expect(again.status).toBe(400);
    const signIn = await new TestClient(t).post("/api/auth/sign-in/email", {
      email: account.email,
      password: NEW_PASSWORD,
    });
    expect(signIn.status).toBe(200);
  });

  it("refuses a link past its hour, and the password stays as it was", async () => {
    const account = await createUser(t);
    await requestReset(account.email);
    const { token } = await resetLink(account.email);
    // An hour on: the stored link's expiry is in the past.
    await t.deps.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.value, account.id));
    const reset = await new TestClient(t).post("/api/auth/reset-password", {
      token,
      newPassword: NEW_PASSWORD,
    });
    expect(reset.status).toBe(400);
    expect((await reset.json()).message).toBe(RESET_LINK_INVALID_MESSAGE);
    const signIn = await new TestClient(t).post("/api/auth/sign-in/email", {
      email: account.email,
      password: DEFAULT_PASSWORD,
    });
    expect(signIn.status).toBe(200);
  });

  it("answers an unknown address exactly as a known one, and sends nothing", async () => {
    const known = await requestReset((await createUser(t)).email);
    const unknown = await requestReset("nobody-here@example.test");
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
  });

  it("refuses an older link once a newer one was sent, and takes the newer one", async () => {
    const account = await createUser(t);
    const first = await newResetToken(account.email);
    const second = await newResetToken(account.email);
    await expectRefused(first);
    expect((await resetWith(second)).status).toBe(200);
    await expectRefused(second);
  });

  it("refuses an outstanding link once the password was changed while signed in", async () => {
    const account = await createUser(t);
    const token = await newResetToken(account.email);
    const signedIn = new TestClient(t);
    await signedIn.post("/api/auth/sign-in/email", {
      email: account.email,
      password: DEFAULT_PASSWORD,
    });
    const changed = await signedIn.post("/api/account/password", {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(changed.status).toBe(204);
    await expectRefused(token);
  });

  it("refuses every other outstanding link once the password was reset", async () => {
    const account = await createUser(t);
    const token = await newResetToken(account.email);
    // A link sent alongside (another server answering at the same moment), written as the
    // library writes its links, and one stored in clear before links were hashed.
    const alongside = "outstanding-link-token-0123";
    const older = "outstanding-link-token-4567";
    const expiresAt = new Date(Date.now() + 3_600_000);
    const context = await t.deps.auth.$context;
    await context.internalAdapter.createVerificationValue({
      value: account.id,
      identifier: `reset-password:${alongside}`,
      expiresAt,
    });
    await t.deps.db.insert(verification).values({
      id: older,
      value: account.id,
      identifier: `reset-password:${older}`,
      expiresAt,
    });
    expect((await resetWith(token)).status).toBe(200);
    await expectRefused(alongside);
    await expectRefused(older);
    const signIn = await new TestClient(t).post("/api/auth/sign-in/email", {
      email: account.email,
      password: NEW_PASSWORD,
    });
    expect(signIn.status).toBe(200);
  });

  it("keeps no usable link in the database: no e-mailed token is stored as sent", async () => {
    const account = await createUser(t);
    const token = await newResetToken(account.email);
    const email = uniqueEmail("new");
    await new TestClient(t).post("/api/auth/sign-up/email", {
      name: "Nell New",
      email,
      password: DEFAULT_PASSWORD,
    });
    const confirm = linksIn(await t.smtp.waitFor(email, /Confirm your e-mail/)).find((url) =>
      url.includes("/verify-email?"),
    );
    const verifyToken = new URL(confirm ?? "").searchParams.get("token") ?? "";
    expect(verifyToken).not.toBe("");
    const rows = await t.deps.db.select().from(verification);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      for (const secret of [token, verifyToken]) {
        expect(row.identifier).not.toContain(secret);
        expect(row.value).not.toContain(secret);
      }
    }
    // The stored form still opens the link the e-mail carries.
    expect((await resetWith(token)).status).toBe(200);
  });
});

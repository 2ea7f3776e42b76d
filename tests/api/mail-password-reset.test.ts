import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { verification } from "../../src/server/db/schema";
import { RESET_LINK_INVALID_MESSAGE } from "../../src/shared/schemas/auth";
import { createUser, DEFAULT_PASSWORD } from "../factories/users";
import { setupMailTestApp } from "../setup/setup-mail-test-app";
import { linksIn } from "../setup/smtp-sink";
import { TestClient } from "../setup/test-client";

const t = setupMailTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

const NEW_PASSWORD = "a-brand-new-passphrase";

async function requestReset(email: string) {
  return new TestClient(t).post("/api/auth/request-password-reset", { email });
}

async function resetLink(email: string) {
  const mail = await t.smtp.waitFor(email, /Reset your/);
  const link = linksIn(mail).find((url) => url.includes("/reset-password?token="));
  if (!link) throw new Error("no reset link");
  return { mail, token: new URL(link).searchParams.get("token") ?? "" };
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
    // An hour on: the stored token's expiry is in the past.
    await t.deps.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, `reset-password:${token}`));
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
});

import { createEmailVerificationToken } from "better-auth/api";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "../../src/server/platform/db/schema";
import { VERIFY_FIRST_MESSAGE } from "../../src/shared/verify-email";
import { createBlogPost } from "../factories/blog";
import { createProperty } from "../factories/properties";
import { createReel } from "../factories/reels";
import { DEFAULT_PASSWORD, signedInClient, uniqueEmail } from "../factories/users";
import { setupMailTestApp } from "../setup/setup-mail-test-app";
import { linksIn } from "../setup/smtp-sink";
import { TEST_SECRET } from "../setup/test-app";
import { TestClient } from "../setup/test-client";

const t = setupMailTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

/** A member who signed up and in, but never opened the verification link. */
async function unverifiedClient() {
  const email = uniqueEmail("unverified");
  const client = new TestClient(t);
  await client.post("/api/auth/sign-up/email", { name: "Una", email, password: DEFAULT_PASSWORD });
  const signIn = await client.post("/api/auth/sign-in/email", {
    email,
    password: DEFAULT_PASSWORD,
  });
  expect(signIn.status).toBe(200);
  return { client, email };
}

/** The paths that reach other people; an empty body is enough to see which check answers. */
async function gatedPaths() {
  const property = await createProperty(t);
  const post = await createBlogPost(t);
  const reel = await createReel(t);
  const { account: realtor } = await signedInClient(t, { role: "realtor" });
  return [
    `/api/properties/${property.id}/inquiries`,
    `/api/properties/${property.id}/tour-requests`,
    `/api/realtors/${realtor.id}/messages`,
    `/api/blog/posts/${post.id}/comments`,
    `/api/reels/${reel.id}/comments`,
    "/api/access-requests",
  ];
}

describe("verified e-mail", () => {
  it("asks an unverified member to confirm before reaching others, and lets them once confirmed", async () => {
    const paths = await gatedPaths();
    const { client, email } = await unverifiedClient();
    for (const path of paths) {
      const response = await client.post(path, {});
      expect(response.status, path).toBe(403);
      expect(await response.json()).toMatchObject({
        code: "EMAIL_NOT_VERIFIED",
        message: VERIFY_FIRST_MESSAGE,
      });
    }
    // Browsing, saving and the profile stay open.
    expect((await client.get("/api/profile/me")).status).toBe(200);

    const mail = await t.smtp.waitFor(email, /Confirm your e-mail/);
    const link = new URL(linksIn(mail).find((url) => url.includes("/verify-email?")) ?? "");
    expect((await client.get(link.pathname + link.search)).status).toBe(302);
    for (const path of paths) expect((await client.post(path, {})).status, path).toBe(400);
  });

  it("refuses a forged or unknown verification token, changing nothing", async () => {
    const { client, email } = await unverifiedClient();
    const response = await client.get(
      "/api/auth/verify-email?token=forged.token.value&callbackURL=%2Femail-verified",
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/email-verified?error=INVALID_TOKEN");
    const [row] = await t.deps.db.select().from(user).where(eq(user.email, email));
    expect(row?.emailVerified).toBe(false);
  });

  it("refuses an expired verification link, changing nothing", async () => {
    const { client, email } = await unverifiedClient();
    const [row] = await t.deps.db.select().from(user).where(eq(user.email, email));
    // Signed as Better Auth signs its links, but already expired.
    const token = await createEmailVerificationToken(TEST_SECRET, email, undefined, -60, {
      userId: row?.id,
    });
    const response = await client.get(
      `/api/auth/verify-email?token=${token}&callbackURL=%2Femail-verified`,
    );
    expect(response.headers.get("location")).toBe("/email-verified?error=TOKEN_EXPIRED");
    const [after] = await t.deps.db.select().from(user).where(eq(user.email, email));
    expect(after?.emailVerified).toBe(false);
  });

  it("resends the link, at most three times a quarter hour per address", async () => {
    const { client, email } = await unverifiedClient();
    const resend = () => client.post("/api/auth/send-verification-email", { email });
    // The sign-up's own e-mail does not count: the limit is on asking again.
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await resend()).status).toBe(200);
    const refused = await resend();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).message).toMatch(/Too many e-mails to this address/);
  });
});

describe("reset requests", () => {
  it("are limited per address, whoever asks", async () => {
    const { account } = await signedInClient(t);
    const ask = () =>
      new TestClient(t).post("/api/auth/request-password-reset", { email: account.email });
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(429);
  });

  it("refuse an unknown token with a clear message", async () => {
    const response = await new TestClient(t).post("/api/auth/reset-password", {
      token: "no-such-token",
      newPassword: "a-fine-new-passphrase",
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/expired or was already used/);
  });

  it("refuse a common new password on its field", async () => {
    const response = await new TestClient(t).post("/api/auth/reset-password", {
      token: "whatever",
      newPassword: "password123",
    });
    expect(response.status).toBe(400);
    expect((await response.json()).issues?.[0]?.path).toBe("newPassword");
  });
});

import { describe, expect, it } from "vitest";
import { createUser, signedInClient } from "../factories/users";
import { setupTestApp } from "../setup/setup-test-app";
import { TestClient } from "../setup/test-client";

const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });
const PATH = "/api/account/password";
const NEW_PASSWORD = "a-brand-new-passphrase";

async function signIn(email: string, password: string) {
  const client = new TestClient(t);
  const response = await client.post("/api/auth/sign-in/email", { email, password });
  return { client, status: response.status };
}

describe("POST /api/account/password", () => {
  it("is 401 when signed out", async () => {
    const response = await new TestClient(t).post(PATH, {
      currentPassword: "whatever-it-is",
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(401);
  });

  it("refuses a wrong current password on that field and keeps the old one", async () => {
    const { client, account } = await signedInClient(t);
    const response = await client.post(PATH, {
      currentPassword: "not-my-password",
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: "VALIDATION_FAILED",
      message: "Current password is incorrect",
      issues: [{ path: "currentPassword", message: "Current password is incorrect" }],
    });
    expect((await signIn(account.email, account.password)).status).toBe(200);
    expect((await client.get("/api/profile/me")).status).toBe(200);
  });

  it("refuses a confirmation that does not match, on the confirm field", async () => {
    const { client, account } = await signedInClient(t);
    const response = await client.post(PATH, {
      currentPassword: account.password,
      newPassword: NEW_PASSWORD,
      confirmPassword: `${NEW_PASSWORD}-typo`,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).issues).toEqual([
      { path: "confirmPassword", message: "Passwords don't match" },
    ]);
    expect((await signIn(account.email, account.password)).status).toBe(200);
  });

  it("refuses a new password shorter than 8 characters", async () => {
    const { client, account } = await signedInClient(t);
    const response = await client.post(PATH, {
      currentPassword: account.password,
      newPassword: "short",
      confirmPassword: "short",
    });
    expect(response.status).toBe(400);
    expect((await response.json()).issues).toContainEqual({
      path: "newPassword",
      message: "Password must be at least 8 characters",
    });
  });

  it("refuses an empty current password", async () => {
    const { client } = await signedInClient(t);
    const response = await client.post(PATH, {
      currentPassword: "",
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).issues).toContainEqual({
      path: "currentPassword",
      message: "Current password is required",
    });
  });

  it("changes the password, ends the user's other sessions and keeps the caller signed in", async () => {
    const { client, account } = await signedInClient(t);
    const elsewhere = await signIn(account.email, account.password);
    expect((await elsewhere.client.get("/api/profile/me")).status).toBe(200);

    const response = await client.post(PATH, {
      currentPassword: account.password,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(204);

    expect((await client.get("/api/profile/me")).status).toBe(200);
    expect((await elsewhere.client.get("/api/profile/me")).status).toBe(401);
    expect((await signIn(account.email, account.password)).status).toBe(401);
    expect((await signIn(account.email, NEW_PASSWORD)).status).toBe(200);
  });

  it("leaves other accounts' sessions and passwords alone", async () => {
    const other = await createUser(t);
    const otherSession = await signIn(other.email, other.password);
    const { client, account } = await signedInClient(t);
    await client.post(PATH, {
      currentPassword: account.password,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect((await otherSession.client.get("/api/profile/me")).status).toBe(200);
    expect((await signIn(other.email, other.password)).status).toBe(200);
  });

  it("slows down repeated guesses at the current password", async () => {
    const { client, account } = await signedInClient(t);
    const guess = (currentPassword: string) =>
      client.post(PATH, {
        currentPassword,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
    for (let attempt = 1; attempt <= 10; attempt++)
      expect((await guess(`wrong-guess-${attempt}`)).status).toBe(400);
    const limited = await guess(account.password);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: expect.stringMatching(
        /^Too many password change attempts\. Please try again in \d+ (second|minute)s?\.$/,
      ),
    });
    expect((await signIn(account.email, account.password)).status).toBe(200);
  });
});

import { dictionary } from "@zxcvbn-ts/language-common";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { runCreateUser } from "../../src/server/cli/create-user";
import { passwordProblem } from "../../src/server/platform/auth/password-policy";
import { user } from "../../src/server/platform/db/schema";
import { createOrUpdateUser } from "../../src/server/users/create-user";
import {
  COMMON_PASSWORD_MESSAGE,
  PASSWORD_IS_EMAIL_MESSAGE,
  PASSWORD_MIN_LENGTH,
} from "../../src/shared/schemas/auth";
import { signedInClient, uniqueEmail } from "../factories/users";
import { consoleErrorsOf } from "../setup/console-errors";
import { setupTestApp } from "../setup/setup-test-app";
import { TestClient } from "../setup/test-client";

const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

/** Common passwords long enough to pass the length rule, in several cases. */
const COMMON = ["password", "12345678", "iloveyou", "Password1", "QWERTYUIOP", "sunshine1"];

const accountsWith = async (email: string) =>
  t.deps.db.select({ id: user.id }).from(user).where(eq(user.email, email.toLowerCase()));

async function signUp(email: string, password: string) {
  const response = await new TestClient(t).post("/api/auth/sign-up/email", {
    name: "Pat Password",
    email,
    password,
  });
  return { status: response.status, body: await response.json() };
}

const refusal = (path: string, message: string) => ({
  status: 400,
  body: {
    code: "VALIDATION_FAILED",
    message: "Some fields are not valid",
    issues: [{ path, message }],
  },
});

describe("the password list", () => {
  it("holds at least the 10,000 most common passwords", () => {
    const ranked = dictionary["passwords-common"];
    expect(ranked.length).toBeGreaterThanOrEqual(10_000);
    const topLongEnough = ranked.slice(0, 10_000).filter((p) => p.length >= PASSWORD_MIN_LENGTH);
    expect(
      topLongEnough.filter((p) => passwordProblem(p, "someone@example.test") === null),
    ).toEqual([]);
  });
});

describe("sign-up", () => {
  it.each(COMMON)("refuses the common password %s on the password field", async (password) => {
    const email = uniqueEmail("common");
    expect(await signUp(email, password)).toEqual(refusal("password", COMMON_PASSWORD_MESSAGE));
    expect(await accountsWith(email)).toEqual([]);
  });

  it("refuses the e-mail as the password, whatever its case", async () => {
    const email = uniqueEmail("Self.Same");
    expect(await signUp(email, email.toUpperCase())).toEqual(
      refusal("password", PASSWORD_IS_EMAIL_MESSAGE),
    );
    expect(await accountsWith(email)).toEqual([]);
  });

  it("takes an uncommon password", async () => {
    expect((await signUp(uniqueEmail("fine"), "plum-kettle-orbit-42")).status).toBe(200);
  });
});

describe("POST /api/account/password", () => {
  it("refuses a common new password and the e-mail, and keeps the old password", async () => {
    const { client, account } = await signedInClient(t);
    for (const [newPassword, message] of [
      ["iloveyou1", COMMON_PASSWORD_MESSAGE],
      [account.email.toUpperCase(), PASSWORD_IS_EMAIL_MESSAGE],
    ] as const) {
      const response = await client.post("/api/account/password", {
        currentPassword: account.password,
        newPassword,
        confirmPassword: newPassword,
      });
      expect({ status: response.status, body: await response.json() }).toEqual({
        status: 400,
        body: { code: "VALIDATION_FAILED", message, issues: [{ path: "newPassword", message }] },
      });
    }
    const signIn = await new TestClient(t).post("/api/auth/sign-in/email", {
      email: account.email,
      password: account.password,
    });
    expect(signIn.status).toBe(200);
  });
});

describe("creating an account on the server (seeds, tests, the create-user command)", () => {
  it("refuses a common password", async () => {
    const email = uniqueEmail("cli");
    await expect(createOrUpdateUser(t.deps, { email, password: "football" })).rejects.toThrow(
      COMMON_PASSWORD_MESSAGE,
    );
    expect(await accountsWith(email)).toEqual([]);
  });

  it("has the command say why, on the --password option", async () => {
    const { result: code, printed } = await consoleErrorsOf(() =>
      runCreateUser(["--email", uniqueEmail("cli"), "--password", "trustno1"]),
    );
    expect({ code, printed }).toEqual({
      code: 1,
      printed: [`--password: ${COMMON_PASSWORD_MESSAGE}`],
    });
  });
});

import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCreateUser } from "../../src/server/cli/create-user";
import { createOrUpdateUser } from "../../src/server/users/create-user";
import { DEFAULT_PASSWORD, uniqueEmail } from "../factories/users";
import { consoleErrorsOf } from "../setup/console-errors";
import { setupTestApp } from "../setup/setup-test-app";
import { TestClient } from "../setup/test-client";

const t = setupTestApp();

describe("createOrUpdateUser", () => {
  it("creates an account with the role that can sign in", async () => {
    const email = uniqueEmail("admin");
    const result = await createOrUpdateUser(t.deps, {
      email,
      password: DEFAULT_PASSWORD,
      role: "admin",
    });
    expect(result).toMatchObject({ outcome: "created", role: "admin" });
    const client = new TestClient(t);
    expect(
      (await client.post("/api/auth/sign-in/email", { email, password: DEFAULT_PASSWORD })).status,
    ).toBe(200);
    const me = await (await client.get("/api/profile/me")).json();
    expect(me).toMatchObject({ role: "admin", name: email.split("@")[0] });
  });

  it("changes the role of an existing account and leaves its password alone", async () => {
    const email = uniqueEmail();
    await createOrUpdateUser(t.deps, { email, password: DEFAULT_PASSWORD });
    const result = await createOrUpdateUser(t.deps, { email, role: "photographer" });
    expect(result).toMatchObject({ outcome: "role-changed", role: "photographer" });
    expect(await createOrUpdateUser(t.deps, { email, role: "photographer" })).toMatchObject({
      outcome: "unchanged",
    });
  });

  it("refuses unknown roles and new accounts without a password", async () => {
    await expect(
      createOrUpdateUser(t.deps, {
        email: uniqueEmail(),
        password: DEFAULT_PASSWORD,
        role: "king" as "admin",
      }),
    ).rejects.toThrow(/Role must be one of/);
    await expect(createOrUpdateUser(t.deps, { email: uniqueEmail() })).rejects.toThrow(
      /password is required/,
    );
  });
});

describe("the create-user command", () => {
  it("refuses bad input with a non-zero exit, saying which option is wrong", async () => {
    const refusal = (...argv: string[]) =>
      consoleErrorsOf(async () => ({ code: await runCreateUser(argv) }));
    expect(
      await refusal("--email", "x@example.test", "--password", DEFAULT_PASSWORD, "--role", "king"),
    ).toEqual({
      result: { code: 1 },
      printed: ["--role: Role must be one of: user, realtor, photographer, admin"],
    });
    expect(await refusal("--email", "nope", "--password", DEFAULT_PASSWORD)).toEqual({
      result: { code: 1 },
      printed: ["--email: Please enter a valid email address."],
    });
    const unknownFlag = await refusal("--email", "a@example.test", "--colour", "red");
    expect(unknownFlag.result.code).toBe(2);
    expect(unknownFlag.printed.join("\n")).toContain("Usage: npm run create-user");
  });
});

describe("npm run create-user", () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "hs-cli-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  // Asynchronous, so the test's own timer can still stop a run that hangs. The status is the
  // exit code (a spawn failure's code is a string, which fails the tests' expectations plainly).
  const run = (...args: string[]) =>
    new Promise<{ status: number | string | null | undefined; stdout: string; stderr: string }>(
      (resolve) => {
        execFile(
          process.execPath,
          ["--import", "tsx", "scripts/create-user.ts", ...args],
          {
            env: {
              ...process.env,
              DATA_DIR: dataDir,
              DATABASE_URL: "",
              BASE_URL: "",
              LOG_LEVEL: "silent",
            },
            encoding: "utf8",
          },
          (error, stdout, stderr) => resolve({ status: error ? error.code : 0, stdout, stderr }),
        );
      },
    );

  it("creates an admin on the embedded database", async () => {
    const created = await run(
      "--email",
      "first.admin@example.test",
      "--password",
      DEFAULT_PASSWORD,
      "--role",
      "admin",
    );
    expect(created).toEqual({
      status: 0,
      stdout: "Created first.admin@example.test (role admin).\n",
      stderr: "",
    });
  }, 120_000);

  it("refuses to open the embedded database while a server holds it", async () => {
    writeFileSync(path.join(dataDir, "db.lock"), String(process.pid));
    const result = await run("--email", "second@example.test", "--password", DEFAULT_PASSWORD);
    rmSync(path.join(dataDir, "db.lock"));
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain("in use by a running server");
  });
});

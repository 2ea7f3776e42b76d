import { createOrUpdateUser } from "../../src/server/users/create-user";
import type { Role } from "../../src/shared/roles";
import type { TestApp } from "../setup/test-app";
import { TestClient } from "../setup/test-client";

let counter = 0;
export const DEFAULT_PASSWORD = "correct-horse-battery";

export function uniqueEmail(prefix = "user"): string {
  counter += 1;
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${counter}@example.test`;
}

export interface UserOptions {
  role?: Role;
  name?: string;
  email?: string;
  password?: string;
}

/** An account made server-side with the given role. */
export async function createUser(testApp: TestApp, options: UserOptions = {}) {
  const email = options.email ?? uniqueEmail(options.role ?? "user");
  const password = options.password ?? DEFAULT_PASSWORD;
  const result = await createOrUpdateUser(testApp.deps, {
    email,
    password,
    name: options.name ?? "Test Person",
    role: options.role ?? "user",
  });
  return { id: result.id, email, password, role: result.role };
}

/** A client signed in as a new account with the given role. */
export async function signedInClient(testApp: TestApp, options: UserOptions = {}) {
  const account = await createUser(testApp, options);
  const client = new TestClient(testApp);
  const response = await client.post("/api/auth/sign-in/email", {
    email: account.email,
    password: account.password,
  });
  if (response.status !== 200)
    throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return { client, account };
}

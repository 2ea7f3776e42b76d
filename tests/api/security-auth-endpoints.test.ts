import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { OPEN_AUTH_ENDPOINTS } from "../../src/server/platform/auth/open-endpoints";
import { user } from "../../src/server/platform/db/schema";
import { signedInAdmin } from "../factories/admin";
import { createUser, signedInClient } from "../factories/users";
import { setupTestApp } from "../setup/setup-test-app";
import { TestClient } from "../setup/test-client";

const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

let callers: Record<"anonymous" | "member" | "admin", TestClient>;
beforeAll(async () => {
  callers = {
    anonymous: new TestClient(t),
    member: (await signedInClient(t, { name: "Mo Member" })).client,
    admin: (await signedInAdmin(t)).client,
  };
});

/** Every endpoint the library (with its plugins) would serve, as method and path. */
function libraryEndpoints(): { method: string; path: string }[] {
  const found: { method: string; path: string }[] = [];
  for (const endpoint of Object.values(t.deps.auth.api)) {
    const { path, options } = endpoint as { path?: string; options?: { method?: unknown } };
    if (!path) continue;
    const methods = [options?.method].flat().filter((m): m is string => typeof m === "string");
    for (const method of methods) found.push({ method, path: path.replace(/:\w+/g, "x") });
  }
  return found;
}

const isOpen = (method: string, path: string) =>
  OPEN_AUTH_ENDPOINTS.some((open) => open.method === method && open.path === path);

const roleOf = async (id: string) =>
  (await t.deps.db.select({ role: user.role }).from(user).where(eq(user.id, id)))[0]?.role;

describe("Better Auth's endpoints outside the allow-list", () => {
  it("answer 404 in the API's error shape, to anonymous, member and admin alike", async () => {
    const closed = libraryEndpoints().filter(({ method, path }) => !isOpen(method, path));
    // The library's own list, so a plugin or an upgrade that adds an endpoint is walked too.
    expect(closed.length).toBeGreaterThan(30);
    const answers: string[] = [];
    for (const { method, path } of closed) {
      for (const [who, client] of Object.entries(callers)) {
        const response = await client.request(method, `/api/auth${path}`, {
          ...(method === "POST" ? { json: {} } : {}),
        });
        const body = await response.json().catch(() => null);
        if (response.status !== 404 || body?.code !== "NOT_FOUND")
          answers.push(`${method} ${path} as ${who}: ${response.status} ${JSON.stringify(body)}`);
      }
    }
    expect(answers).toEqual([]);
  });

  it("keep a member's name within the profile's bounds (update-user is closed)", async () => {
    const { client, account } = await signedInClient(t, { name: "Short Name" });
    const response = await client.post("/api/auth/update-user", { name: "x".repeat(100_000) });
    expect(response.status).toBe(404);
    const [row] = await t.deps.db
      .select({ name: user.name })
      .from(user)
      .where(eq(user.id, account.id));
    expect(row?.name).toBe("Short Name");
  });

  it("give an admin no way around the app's own user routes, however the path is spelled", async () => {
    const target = await createUser(t);
    const spellings = [
      "/api/auth/admin/set-role",
      "/api/auth/admin/set-role/",
      "/api/auth//admin/set-role",
      "/api/auth/Admin/Set-Role",
      "/api/auth/admin%2Fset-role",
      "/api/auth/%61dmin/set-role",
      "/api/auth/sign-out/../admin/set-role",
      "/api/auth/sign-out/%2e%2e/admin/set-role",
      "/api/auth/sign-out%2F..%2Fadmin%2Fset-role",
      "/api/auth/sign-in/email/../../admin/set-role",
    ];
    const statuses: Record<string, number> = {};
    for (const path of spellings) {
      const response = await callers.admin.post(path, { userId: target.id, role: "admin" });
      statuses[path] = response.status;
    }
    expect(statuses).toEqual(Object.fromEntries(spellings.map((path) => [path, 404])));
    expect(await roleOf(target.id)).toBe("user");
  });

  it("still serve what the app's screens call: sign-up, sign-in, the session, sign-out", async () => {
    const account = await createUser(t);
    const client = new TestClient(t);
    const signIn = await client.post("/api/auth/sign-in/email", {
      email: account.email,
      password: account.password,
    });
    expect(signIn.status).toBe(200);
    expect((await (await client.get("/api/auth/get-session")).json()).user.id).toBe(account.id);
    expect((await client.post("/api/auth/sign-out", {})).status).toBe(200);
    expect(await (await client.get("/api/auth/get-session")).json()).toBeNull();
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "../../src/server/platform/db/schema";
import type { MyDirectoryEntry } from "../../src/shared/directory";
import type { SavedSearch } from "../../src/shared/saved-searches";
import type { MyProfile } from "../../src/shared/schemas/profile";
import { createReel } from "../factories/reels";
import { DEFAULT_PASSWORD, signedInClient, uniqueEmail } from "../factories/users";
import { getJson } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";
import { TestClient } from "../setup/test-client";

/** Control characters and bidirectional overrides, on every way in. */
const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

const RLO = "\u202e";

describe("query strings and paths", () => {
  it.each([
    "/api/properties?q=a%00b",
    "/api/properties?city=Aus%07tin",
    "/api/properties?q=abc%E2%80%AE",
    "/api/reels/some-id/comments?cursor=%00",
    "/api/blog/posts?q=%1B%5B31m",
    "/api/realtors?q=%C2%85",
    "/api/properties/%00",
    "/api/properties?%00=1",
  ])("GET %s is refused with a 400, never a 500", async (path) => {
    const response = await new TestClient(t).get(path);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: "BAD_REQUEST",
      message: "The address contains characters that are not allowed",
    });
  });
});

describe("bodies", () => {
  it("plain-text fields drop control characters and bidirectional overrides", async () => {
    const { client } = await signedInClient(t);
    const response = await client.patch("/api/profile/me", {
      name: `Eve${RLO}gnp.exe\u0007`,
      bio: `Line one\nLine\u0000 two\u2066`,
    });
    expect(response.status).toBe(200);
    const profile = (await response.json()) as MyProfile;
    expect(profile.name).toBe("Evegnp.exe");
    expect(profile.bio).toBe("Line one\nLine two");
  });

  it("a reel comment drops them too", async () => {
    const { client } = await signedInClient(t);
    const reel = await createReel(t);
    const response = await client.post(`/api/reels/${reel.id}/comments`, {
      body: `${RLO}Nice\u001b[31m view`,
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ body: "Nice[31m view" });
  });

  it("the sign-up form refuses them, since the library's input cannot be cleaned for it", async () => {
    const response = await new TestClient(t).post("/api/auth/sign-up/email", {
      name: `Mallory${RLO}`,
      email: uniqueEmail(),
      password: "correct-horse-battery",
    });
    expect(response.status).toBe(400);
  });
});

const oneLine = (label: string) => `${label} cannot contain line breaks or control characters`;

/** The field issues of a refused request. */
async function refusal(response: Response) {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { code: string; issues: unknown[] };
  expect(body.code).toBe("VALIDATION_FAILED");
  return body.issues;
}

const accountOf = async (email: string) =>
  t.deps.db.select().from(user).where(eq(user.email, email));

describe("one-line fields", () => {
  it("sign-up refuses a name with a line break, and makes no account", async () => {
    const email = uniqueEmail();
    const response = await new TestClient(t).post("/api/auth/sign-up/email", {
      name: "Mallory\r\nBcc: everyone@example.test",
      email,
      password: DEFAULT_PASSWORD,
    });
    expect(await refusal(response)).toEqual([{ path: "name", message: oneLine("Full name") }]);
    expect(await accountOf(email)).toEqual([]);
  });

  it("sign-up refuses a picture link, and makes no account: avatars are uploaded", async () => {
    const email = uniqueEmail();
    const response = await new TestClient(t).post("/api/auth/sign-up/email", {
      name: "Ann Lee",
      email,
      password: DEFAULT_PASSWORD,
      image: "javascript:alert(1)",
    });
    expect(await refusal(response)).toEqual([
      { path: "(body)", message: 'Unrecognized key: "image"' },
    ]);
    expect(await accountOf(email)).toEqual([]);
  });

  it("the profile refuses a name with a line break, and keeps the old one", async () => {
    const { client } = await signedInClient(t, { name: "Eve Adams" });
    const response = await client.patch("/api/profile/me", { name: "Eve\nAdams", city: "Austin" });
    expect(await refusal(response)).toEqual([{ path: "name", message: oneLine("Name") }]);
    expect(await getJson<MyProfile>(client, "/api/profile/me")).toMatchObject({
      name: "Eve Adams",
      city: null,
    });
  });

  it("a directory entry refuses a company with a line break, and keeps the old one", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    await client.get("/api/directory/me");
    const response = await client.patch("/api/directory/me", { company: "Acme\tRealty" });
    expect(await refusal(response)).toEqual([{ path: "company", message: oneLine("Company") }]);
    const me = await getJson<MyDirectoryEntry>(client, "/api/directory/me");
    expect(me.entry).toMatchObject({ company: null });
  });

  it("a saved search refuses a name with a line break, and stores nothing", async () => {
    const { client } = await signedInClient(t);
    const response = await client.post("/api/saved-searches", {
      query: "q=austin",
      name: "Austin\u2028homes",
    });
    expect(await refusal(response)).toEqual([{ path: "name", message: oneLine("Name") }]);
    const saved = await getJson<{ items: SavedSearch[] }>(client, "/api/saved-searches");
    expect(saved.items).toEqual([]);
  });
});

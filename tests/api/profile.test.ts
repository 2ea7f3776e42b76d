import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles } from "../../src/server/platform/db/schema";
import { DEFAULT_NOTIFICATION_SETTINGS } from "../../src/shared/schemas/profile";
import { signedInClient } from "../factories/users";
import { setupTestApp } from "../setup/setup-test-app";
import { TestClient } from "../setup/test-client";

const t = setupTestApp();

describe("GET /api/profile/me", () => {
  it("is 401 when signed out", async () => {
    const response = await new TestClient(t).get("/api/profile/me");
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("derives a username that fits from a long e-mail prefix, twice", async () => {
    const email = (domain: string) => `${"very.long.local.part.of.an.address".repeat(2)}@${domain}`;
    const usernames: string[] = [];
    for (const domain of ["one.example", "two.example"]) {
      const { client } = await signedInClient(t, { email: email(domain) });
      usernames.push(
        ((await (await client.get("/api/profile/me")).json()) as { username: string }).username,
      );
    }
    expect(usernames).toEqual(["very.long.local.part.of.an.add", "very.long.local.part.of.an.ad2"]);
  });

  it("returns the profile with its documented defaults", async () => {
    const { client, account } = await signedInClient(t, { role: "realtor", name: "Rita Realtor" });
    const response = await client.get("/api/profile/me");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(await response.json()).toMatchObject({
      id: account.id,
      email: account.email,
      emailVerified: true,
      name: "Rita Realtor",
      role: "realtor",
      avatarUrl: null,
      themePreference: "system",
      languagePreference: "en",
      displayNameFormat: "full_name",
      emailFrequency: "daily",
      notificationSettings: DEFAULT_NOTIFICATION_SETTINGS,
      socialMedia: {},
      realtorRequestStatus: null,
    });
  });

  it("re-creates a missing profile instead of failing", async () => {
    const { client, account } = await signedInClient(t);
    await t.deps.db.delete(profiles).where(eq(profiles.id, account.id));
    const response = await client.get("/api/profile/me");
    expect(response.status).toBe(200);
    expect((await response.json()).username).toBe(account.email.split("@")[0]);
  });
});

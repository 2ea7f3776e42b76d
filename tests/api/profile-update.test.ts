import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles, user } from "../../src/server/platform/db/schema";
import type { MyProfile } from "../../src/shared/schemas/profile";
import { signedInClient } from "../factories/users";
import { getJson } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";
import { TestClient } from "../setup/test-client";

// Many accounts sign in from the same test address; the sign-in limit is not under test here.
const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

async function patchProfile(client: TestClient, body: unknown) {
  const response = await client.patch("/api/profile/me", body);
  return { status: response.status, body: await response.json() };
}

describe("PATCH /api/profile/me", () => {
  it("is 401 when signed out", async () => {
    const response = await new TestClient(t).patch("/api/profile/me", { city: "Austin" });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("saves the fields and answers with the updated profile", async () => {
    const { client } = await signedInClient(t);
    const before = await getJson<MyProfile>(client, "/api/profile/me");
    const { status, body } = await patchProfile(client, {
      name: "  Jane Doe ",
      streetAddress: "12 Elm Street",
      city: "Austin",
      state: "TX",
      zipCode: "78701",
      bio: "Looking for a house with a garden.",
      themePreference: "dark",
      languagePreference: "es",
      displayNameFormat: "initials",
      emailFrequency: "weekly",
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      name: "Jane Doe",
      streetAddress: "12 Elm Street",
      city: "Austin",
      state: "TX",
      zipCode: "78701",
      bio: "Looking for a house with a garden.",
      themePreference: "dark",
      languagePreference: "es",
      displayNameFormat: "initials",
      emailFrequency: "weekly",
    });
    expect(new Date(body.updatedAt).getTime()).toBeGreaterThan(
      new Date(before.updatedAt).getTime(),
    );
    expect(await getJson<MyProfile>(client, "/api/profile/me")).toEqual(body);
  });

  it("keeps only the digits of the phone number", async () => {
    const { client } = await signedInClient(t);
    const { status, body } = await patchProfile(client, { phoneNumber: "(555) 123-4567" });
    expect(status).toBe(200);
    expect(body.phoneNumber).toBe("5551234567");
  });

  it("cleans social handles and drops the empty ones", async () => {
    const { client } = await signedInClient(t);
    const { status, body } = await patchProfile(client, {
      socialMedia: {
        instagram: "  @Jane Doe ",
        facebook: "",
        linkedin: "   ",
        twitter: "@@Jane_Doe.99",
      },
    });
    expect(status).toBe(200);
    expect(body.socialMedia).toEqual({ instagram: "janedoe", twitter: "jane_doe.99" });
  });

  it("changes only the fields it is sent", async () => {
    const { client } = await signedInClient(t, { name: "Kept Name" });
    await patchProfile(client, { city: "Denver", bio: "First bio", phoneNumber: "3035550100" });
    const { status, body } = await patchProfile(client, { bio: "Second bio" });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      name: "Kept Name",
      city: "Denver",
      phoneNumber: "3035550100",
      bio: "Second bio",
    });
  });

  it("clears optional text sent empty and falls back to the e-mail prefix for an empty name", async () => {
    const { client, account } = await signedInClient(t, { name: "Someone" });
    await patchProfile(client, { city: "Denver" });
    const { status, body } = await patchProfile(client, { name: "  ", city: "" });
    expect(status).toBe(200);
    expect(body.name).toBe(account.email.split("@")[0]);
    expect(body.city).toBeNull();
  });

  it.each([
    ["themePreference", "blue", "Choose light, dark or system"],
    ["languagePreference", "xx", "Choose a supported language"],
    ["displayNameFormat", "nickname", "Choose a display name format"],
    ["emailFrequency", "hourly", "Choose an e-mail frequency"],
  ])("refuses %s outside its enumeration", async (field, value, message) => {
    const { client } = await signedInClient(t);
    const { status, body } = await patchProfile(client, { [field]: value });
    expect(status).toBe(400);
    expect(body.issues).toContainEqual({ path: field, message });
    const profile = await getJson<MyProfile>(client, "/api/profile/me");
    expect(profile[field as keyof MyProfile]).not.toBe(value);
  });

  it.each([
    ["email", "someone-else@example.test"],
    ["role", "admin"],
    ["realtorRequestStatus", "approved"],
    ["photographerRequestStatus", "approved"],
    ["id", "another-user-id"],
  ])("refuses the field %s and changes nothing", async (field, value) => {
    const { client, account } = await signedInClient(t);
    const before = await getJson<MyProfile>(client, "/api/profile/me");
    const { status, body } = await patchProfile(client, { city: "Boston", [field]: value });
    expect(status).toBe(400);
    expect(body.code).toBe("VALIDATION_FAILED");
    expect(await getJson<MyProfile>(client, "/api/profile/me")).toEqual(before);
    const [row] = await t.deps.db.select().from(user).where(eq(user.id, account.id));
    expect(row).toMatchObject({ email: account.email, role: "user" });
  });

  it("refuses a username in the wrong shape", async () => {
    const { client } = await signedInClient(t);
    const { status, body } = await patchProfile(client, { username: "a b" });
    expect(status).toBe(400);
    expect(body.issues[0].path).toBe("username");
  });

  it("lowercases the username and lets its owner send it again", async () => {
    const { client } = await signedInClient(t);
    const name = `Owner${Date.now().toString(36)}`;
    expect((await patchProfile(client, { username: name })).body.username).toBe(name.toLowerCase());
    expect((await patchProfile(client, { username: name.toLowerCase() })).status).toBe(200);
  });

  it("answers 409 on the username field when another account has that username", async () => {
    const first = await signedInClient(t);
    const second = await signedInClient(t);
    const taken = `taken${Date.now().toString(36)}`;
    expect((await patchProfile(first.client, { username: taken })).status).toBe(200);
    const before = await getJson<MyProfile>(second.client, "/api/profile/me");
    const { status, body } = await patchProfile(second.client, { username: taken, city: "Miami" });
    expect(status).toBe(409);
    expect(body).toMatchObject({
      code: "CONFLICT",
      issues: [{ path: "username", message: "That username is taken" }],
    });
    expect(await getJson<MyProfile>(second.client, "/api/profile/me")).toEqual(before);
  });

  it("gives a free username to exactly one of two accounts claiming it at once", async () => {
    const first = await signedInClient(t);
    const second = await signedInClient(t);
    const wanted = `race${Date.now().toString(36)}`;
    const results = await Promise.all([
      patchProfile(first.client, { username: wanted }),
      patchProfile(second.client, { username: wanted }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
  });

  it("leaves other accounts' profiles untouched", async () => {
    const mine = await signedInClient(t, { name: "Me" });
    const other = await signedInClient(t, { name: "Other" });
    const otherBefore = await getJson<MyProfile>(other.client, "/api/profile/me");
    await patchProfile(mine.client, { name: "Changed", city: "Seattle", bio: "Mine" });
    expect(await getJson<MyProfile>(other.client, "/api/profile/me")).toEqual(otherBefore);
  });

  it("keeps the change when the account's profile row was missing", async () => {
    const { client, account } = await signedInClient(t);
    await t.deps.db.delete(profiles).where(eq(profiles.id, account.id));
    const { status, body } = await patchProfile(client, { city: "Portland" });
    expect(status).toBe(200);
    expect(body.city).toBe("Portland");
  });

  it("answers 400 for a body that is not JSON", async () => {
    const { client } = await signedInClient(t);
    const response = await client.request("PATCH", "/api/profile/me", {
      body: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "BAD_REQUEST" });
  });
});

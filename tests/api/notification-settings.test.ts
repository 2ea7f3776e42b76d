import { describe, expect, it } from "vitest";
import type { MyProfile } from "../../src/shared/schemas/profile";
import { signedInClient } from "../factories/users";
import { getJson } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";
import { TestClient } from "../setup/test-client";

const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });
const PATH = "/api/profile/me/notification-settings";

describe("PATCH /api/profile/me/notification-settings", () => {
  it("is 401 when signed out", async () => {
    const response = await new TestClient(t).patch(PATH, { marketingEmails: true });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("merges the toggles sent into the saved ones and answers with all three", async () => {
    const { client } = await signedInClient(t);
    const first = await client.patch(PATH, { marketingEmails: true });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      emailNotifications: true,
      propertyAlerts: true,
      marketingEmails: true,
    });

    const second = await client.patch(PATH, { propertyAlerts: false });
    expect(await second.json()).toEqual({
      emailNotifications: true,
      propertyAlerts: false,
      marketingEmails: true,
    });
    const profile = await getJson<MyProfile>(client, "/api/profile/me");
    expect(profile.notificationSettings).toEqual({
      emailNotifications: true,
      propertyAlerts: false,
      marketingEmails: true,
    });
  });

  it("keeps both of two toggles flipped at the same moment", async () => {
    const { client } = await signedInClient(t);
    await Promise.all([
      client.patch(PATH, { emailNotifications: false }),
      client.patch(PATH, { propertyAlerts: false }),
      client.patch(PATH, { marketingEmails: true }),
    ]);
    const profile = await getJson<MyProfile>(client, "/api/profile/me");
    expect(profile.notificationSettings).toEqual({
      emailNotifications: false,
      propertyAlerts: false,
      marketingEmails: true,
    });
  });

  it("answers an empty change with the saved settings", async () => {
    const { client } = await signedInClient(t);
    const response = await client.patch(PATH, {});
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      emailNotifications: true,
      propertyAlerts: true,
      marketingEmails: false,
    });
  });

  it.each([
    ["a string for a toggle", { emailNotifications: "yes" }, "emailNotifications"],
    ["null for a toggle", { propertyAlerts: null }, "propertyAlerts"],
    ["an unknown setting", { smsAlerts: true }, "(body)"],
    ["an array body", [true], "(body)"],
  ])("refuses %s with 400 and changes nothing", async (_label, body, path) => {
    const { client } = await signedInClient(t);
    const before = await getJson<MyProfile>(client, "/api/profile/me");
    const response = await client.patch(PATH, body);
    expect(response.status).toBe(400);
    const error = await response.json();
    expect(error.code).toBe("VALIDATION_FAILED");
    expect(error.issues[0].path).toBe(path);
    expect((await getJson<MyProfile>(client, "/api/profile/me")).notificationSettings).toEqual(
      before.notificationSettings,
    );
  });

  it("leaves other accounts' settings untouched", async () => {
    const mine = await signedInClient(t);
    const other = await signedInClient(t);
    await mine.client.patch(PATH, { emailNotifications: false, marketingEmails: true });
    const profile = await getJson<MyProfile>(other.client, "/api/profile/me");
    expect(profile.notificationSettings).toEqual({
      emailNotifications: true,
      propertyAlerts: true,
      marketingEmails: false,
    });
  });
});

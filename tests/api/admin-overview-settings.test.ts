import { describe, expect, it } from "vitest";
import type { AdminActivityItem, SiteSettings } from "../../src/shared/admin-overview";
import { signedInClient } from "../factories/users";
import { getJson } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";

const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

let admin: ReturnType<typeof signedInClient> | undefined;
function adminSession() {
  admin ??= signedInClient(t, { role: "admin", name: "Sam Settings" });
  return admin;
}

async function put(body: unknown) {
  const { client } = await adminSession();
  return client.request("PUT", "/api/admin/settings", { json: body });
}

async function current() {
  const { client } = await adminSession();
  return getJson<SiteSettings>(client, "/api/admin/settings");
}

async function latestActivities(limit: number) {
  const { client } = await adminSession();
  return getJson<AdminActivityItem[]>(client, `/api/admin/activities?limit=${limit}`);
}

// The tests of this file run in order and share the one settings row.
describe("/api/admin/settings", () => {
  it("starts with the site's name and no contact e-mail", async () => {
    expect(await current()).toEqual({ siteName: "HomeScope", contactEmail: null });
  });

  it("saves a new name and e-mail, trimmed, and records who changed what", async () => {
    const response = await put({
      siteName: "  HomeScope Chicago ",
      contactEmail: "hi@example.com",
    });
    expect(response.status).toBe(200);
    const saved = { siteName: "HomeScope Chicago", contactEmail: "hi@example.com" };
    expect(await response.json()).toEqual(saved);
    expect(await current()).toEqual(saved);

    const { account } = await adminSession();
    const [latest] = await latestActivities(1);
    expect(latest).toMatchObject({
      admin: { id: account.id, name: "Sam Settings" },
      action: "settings_updated",
      targetType: "settings",
      targetId: "site_settings",
      details: { fields: ["siteName", "contactEmail"], ...saved },
    });
  });

  it("clears the contact e-mail when it is sent empty", async () => {
    const response = await put({ siteName: "HomeScope Chicago", contactEmail: "  " });
    expect(await response.json()).toEqual({ siteName: "HomeScope Chicago", contactEmail: null });
    expect((await current()).contactEmail).toBeNull();
    const [latest] = await latestActivities(1);
    expect(latest?.details).toEqual({
      fields: ["contactEmail"],
      siteName: "HomeScope Chicago",
      contactEmail: null,
    });
  });

  it("leaves no activity when nothing changed", async () => {
    const before = await latestActivities(50);
    const response = await put({ siteName: "HomeScope Chicago", contactEmail: null });
    expect(response.status).toBe(200);
    expect(await latestActivities(50)).toEqual(before);
  });

  it("refuses bad values with the field's message and changes nothing", async () => {
    const before = await current();
    const cases: [unknown, string, string][] = [
      [{ siteName: "", contactEmail: "" }, "siteName", "Site name is required"],
      [{ siteName: "   ", contactEmail: "" }, "siteName", "Site name is required"],
      [{ contactEmail: "" }, "siteName", "Site name is required"],
      [
        { siteName: "x".repeat(61), contactEmail: "" },
        "siteName",
        "Site name must be at most 60 characters",
      ],
      [
        { siteName: "Ok", contactEmail: "not-an-email" },
        "contactEmail",
        "Please enter a valid email address.",
      ],
    ];
    for (const [body, path, message] of cases) {
      const response = await put(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toMatchObject({
        code: "VALIDATION_FAILED",
        issues: [{ path, message }],
      });
    }
    // Fields the form does not have are refused, not ignored.
    const extra = await put({ siteName: "Ok", contactEmail: "", theme: "dark" });
    expect(extra.status).toBe(400);

    const { client } = await adminSession();
    const malformed = await client.request("PUT", "/api/admin/settings", {
      body: "{",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    expect(await current()).toEqual(before);
  });

  it("is not for other roles", async () => {
    const before = await current();
    const { client } = await signedInClient(t, { role: "realtor" });
    const response = await client.request("PUT", "/api/admin/settings", {
      json: { siteName: "Taken", contactEmail: "" },
    });
    expect(response.status).toBe(403);
    expect(await current()).toEqual(before);
  });
});

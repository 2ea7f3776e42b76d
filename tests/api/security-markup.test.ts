import { describe, expect, it } from "vitest";
import { signedInClient } from "../factories/users";
import { setupPageApp } from "../setup/page-app";
import { setupTestApp } from "../setup/setup-test-app";
import { TEST_ORIGIN } from "../setup/test-app";

const t = setupTestApp();
const pages = setupPageApp(t);

const PHONE = "5550123987";

describe("a signed-in visitor's pages", () => {
  it("carry neither the session token, nor the e-mail, nor the phone", {
    timeout: 120_000,
  }, async () => {
    const { client, account } = await signedInClient(t, { name: "Marta Markup" });
    const saved = await client.patch("/api/profile/me", { phoneNumber: PHONE });
    expect(saved.status).toBe(200);
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    // The cookie's value is "<token>.<signature>", URL-encoded: look for each part.
    const secrets = [...client.cookies.values()].flatMap((value) => {
      const decoded = decodeURIComponent(value);
      return [value, decoded, ...decoded.split(".")].filter((part) => part.length >= 16);
    });
    expect(secrets.length).toBeGreaterThan(0);

    const leaks: string[] = [];
    for (const path of ["/", "/search", "/profile", "/dashboard", "/saved"]) {
      const response = await pages.app.request(`${TEST_ORIGIN}${path}`, { headers: { cookie } });
      expect(response.status, path).toBe(200);
      const html = await response.text();
      // Drawn for this visitor: the header knows them.
      expect(html, path).toContain("Marta Markup");
      for (const secret of [...secrets, account.email, PHONE])
        if (html.includes(secret)) leaks.push(`${path} carries ${secret}`);
    }
    expect(leaks).toEqual([]);
  });
});

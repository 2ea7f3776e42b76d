import { describe, expect, it } from "vitest";
import { uniqueEmail } from "../factories/users";
import { setupTestApp } from "../setup/setup-test-app";

/**
 * Without BASE_URL the app trusts the address it was reached at; with it, only BASE_URL and
 * TRUSTED_ORIGINS; cross-site origins never.
 */
const unconfigured = setupTestApp({ BASE_URL: "", PORT: "3000" });
const configured = setupTestApp({ BASE_URL: "https://homes.example", PORT: "3000" });

type Target = typeof unconfigured;

/** A sign-up sent to `address` by a page whose origin is `origin`, as a browser sends it. */
function signUp(target: Target, address: string, origin: string) {
  return target.app.request(`${address}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({
      name: "New Comer",
      email: uniqueEmail(),
      password: "correct-horse-battery",
    }),
  });
}

/** A state-changing request to one of the app's own routes. */
function subscribe(target: Target, address: string, origin: string) {
  return target.app.request(`${address}/api/blog/subscribers`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email: uniqueEmail() }),
  });
}

describe("with no BASE_URL", () => {
  it.each(["http://127.0.0.1:3000", "http://localhost:3000", "http://192.168.1.20:3000"])(
    "accepts sign-up and the app's own writes at %s from that same origin",
    async (address) => {
      expect((await signUp(unconfigured, address, address)).status).toBe(200);
      expect((await subscribe(unconfigured, address, address)).status).toBe(202);
    },
  );

  it("still refuses a cross-site origin, and an origin naming another host", async () => {
    for (const origin of ["https://evil.example", "http://127.0.0.1:3001", "null"]) {
      expect((await signUp(unconfigured, "http://127.0.0.1:3000", origin)).status).toBe(403);
      expect((await subscribe(unconfigured, "http://127.0.0.1:3000", origin)).status).toBe(403);
    }
  });
});

describe("with BASE_URL", () => {
  it("accepts only BASE_URL's origin, whatever address the request reached", async () => {
    expect(
      (await signUp(configured, "http://127.0.0.1:3000", "https://homes.example")).status,
    ).toBe(200);
    const ownHost = "http://127.0.0.1:3000";
    expect((await signUp(configured, ownHost, ownHost)).status).toBe(403);
    expect((await subscribe(configured, ownHost, ownHost)).status).toBe(403);
  });
});

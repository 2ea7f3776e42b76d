import { describe, expect, it } from "vitest";
import { createProperty } from "../factories/properties";
import { createUser } from "../factories/users";
import { setupTestApp } from "../setup/setup-test-app";
import { TestClient } from "../setup/test-client";

/**
 * Behind the README's proxy recipe the client writes the left of X-Forwarded-For itself; every
 * limit keyed on the address must key on the hop the proxy appended.
 */
const t = setupTestApp({ TRUST_PROXY: "true", SIGN_IN_RATE_LIMIT: "5" });
const twoProxies = setupTestApp({
  TRUST_PROXY: "true",
  TRUSTED_PROXY_HOPS: "2",
  SIGN_IN_RATE_LIMIT: "5",
});

/** A header as the proxy passes it on: the client's own (forged) part, then the real address. */
const forged = (index: number, real: string) => ({
  headers: { "x-forwarded-for": `198.51.100.${index}, 192.0.2.${index}, ${real}` },
});

async function wrongPasswords(app: typeof t, times: number, header: (i: number) => object) {
  const account = await createUser(app);
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) {
    const response = await new TestClient(app).post(
      "/api/auth/sign-in/email",
      { email: account.email, password: "not-the-password" },
      header(i),
    );
    statuses.push(response.status);
  }
  return statuses;
}

describe("the client address behind a trusted proxy", () => {
  it("holds the sign-in limit however the client rotates the hops it writes itself", async () => {
    const statuses = await wrongPasswords(t, 8, (i) => forged(i, "203.0.113.10"));
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });

  it("still tells clients apart by the address the proxy saw", async () => {
    const statuses = await wrongPasswords(t, 8, (i) => forged(0, `203.0.113.${100 + i}`));
    expect(statuses.every((status) => status === 401)).toBe(true);
  });

  it("holds the Contact Agent limit with forged hops", async () => {
    const property = await createProperty(t);
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++) {
      const response = await new TestClient(t).post(
        `/api/properties/${property.id}/inquiries`,
        { name: "Jane", email: "jane@example.test", message: "Still available?" },
        forged(i, "203.0.113.20"),
      );
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429, 429]);
  });

  it("counts every address of one IPv6 /64 network, and IPv4 mapped into IPv6, as one client", async () => {
    const property = await createProperty(t);
    const contact = (address: string) =>
      new TestClient(t).post(
        `/api/properties/${property.id}/inquiries`,
        { name: "Jane", email: "jane@example.test", message: "Still available?" },
        { headers: { "x-forwarded-for": address } },
      );
    const statuses: number[] = [];
    // One household's /64 hands out a new address per connection.
    for (let i = 0; i < 11; i++) statuses.push((await contact(`2001:db8:7:8::${i + 1}`)).status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses[10]).toBe(429);
    expect((await contact("2001:db8:7:9::1")).status).toBe(201);

    for (let i = 0; i < 5; i++) expect((await contact("203.0.113.40")).status).toBe(201);
    for (let i = 0; i < 5; i++) expect((await contact("::ffff:203.0.113.40")).status).toBe(201);
    expect((await contact("::ffff:203.0.113.40")).status).toBe(429);
  });

  it("counts TRUSTED_PROXY_HOPS back from the right", async () => {
    // Two proxies: the second-from-right entry is the client; the right-most is the first proxy.
    const statuses = await wrongPasswords(twoProxies, 7, (i) => ({
      headers: { "x-forwarded-for": `198.51.100.${i}, 203.0.113.30, 10.0.0.${i}` },
    }));
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });
});

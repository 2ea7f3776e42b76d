import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SUBSCRIBE_LIMIT } from "../../src/server/blog/blog.routes";
import { newsletterSubscribers } from "../../src/server/platform/db/schema";
import { uniqueEmail } from "../factories/users";
import { setupTestApp } from "../setup/setup-test-app";

// The subscribe limit is per client address, which tests choose through the proxy header.
const t = setupTestApp({ TRUST_PROXY: "true" });

let address = 0;
/** A fresh address per call unless one is given, so the limit only bites where it is tested. */
const subscribe = (email: unknown, ip = `10.1.0.${++address}`) =>
  t.client.post("/api/blog/subscribers", { email }, { headers: { "x-forwarded-for": ip } });

const INVALID = "Please enter a valid email address.";

async function storedEmails() {
  return (await t.deps.db.select().from(newsletterSubscribers)).map((row) => row.email);
}

const stored = (email: string) =>
  t.deps.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));

describe("POST /api/blog/subscribers", () => {
  it("stores a valid address once, lower-cased, waiting for its confirmation", async () => {
    const email = uniqueEmail("reader");
    const response = await subscribe(`  ${email.toUpperCase()} `);
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ pending: true });
    const [row] = await stored(email.toLowerCase());
    expect(row?.confirmedAt).toBeNull();
  });

  it("answers an address already there exactly as a new one, and stores it once", async () => {
    const email = uniqueEmail("twice");
    const first = await subscribe(email);
    for (const again of [email, email.toUpperCase()]) {
      const response = await subscribe(again);
      expect(response.status).toBe(first.status);
      expect(await response.json()).toEqual({ pending: true });
    }
    expect(await stored(email.toLowerCase())).toHaveLength(1);
  });

  it("refuses what is not an e-mail address", async () => {
    const before = (await storedEmails()).length;
    for (const email of ["", "   ", "not-an-email", "a@", "@b.com", "a b@c.com", 42, null]) {
      const response = await subscribe(email);
      expect(response.status, String(email)).toBe(400);
      expect(await response.json()).toEqual({
        code: "VALIDATION_FAILED",
        message: INVALID,
        issues: [{ path: "email", message: INVALID }],
      });
    }
    const missing = await t.client.post("/api/blog/subscribers", {});
    expect(missing.status).toBe(400);
    expect((await storedEmails()).length).toBe(before);
  });

  it("limits attempts from one address", async () => {
    const ip = "10.2.0.1";
    const statuses = [];
    for (let i = 0; i <= SUBSCRIBE_LIMIT.limit; i++)
      statuses.push((await subscribe(uniqueEmail("flood"), ip)).status);
    expect(statuses).toEqual([...Array(SUBSCRIBE_LIMIT.limit).fill(202), 429]);
    expect((await subscribe(uniqueEmail("other"))).status).toBe(202);
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CONFIRM_MAILS_LIMIT } from "../../src/server/blog/blog.routes";
import { requestNewsletterSubscription } from "../../src/server/blog/subscribers.service";
import { newsletterSubscribers } from "../../src/server/platform/db/schema";
import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_MESSAGES } from "../../src/shared/blog";
import { uniqueEmail } from "../factories/users";
import { setupMailTestApp } from "../setup/setup-mail-test-app";
import { linksIn } from "../setup/smtp-sink";

// Each call comes from its own client address, so only the per-subscriber limit can bite.
const t = setupMailTestApp({ TRUST_PROXY: "true" });

let client = 0;
const subscribe = (email: string) =>
  t.client.post(
    "/api/blog/subscribers",
    { email },
    { headers: { "x-forwarded-for": `10.9.0.${++client}` } },
  );
const confirm = (token: unknown) => t.client.post("/api/blog/subscribers/confirm", { token });

const INVALID = { code: "BAD_REQUEST", message: NEWSLETTER_MESSAGES.linkInvalid };

async function row(email: string) {
  const [found] = await t.deps.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  return found;
}

/** The token of the confirmation link e-mailed to `email` (the `nth` such e-mail). */
async function mailedToken(email: string, nth = 1) {
  await t.smtp.waitFor(email, /Confirm your subscription/);
  const deadline = Date.now() + 10_000;
  while (confirmations(email).length < nth && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
  const mail = confirmations(email)[nth - 1];
  const link = mail && linksIn(mail).find((url) => url.includes(NEWSLETTER_CONFIRM_PATH));
  if (!link) throw new Error(`no confirmation link number ${nth} to ${email}`);
  return new URL(link).searchParams.get("token") ?? "";
}

const confirmations = (email: string) =>
  t.smtp.messages.filter((m) => m.to === email && /Confirm your subscription/.test(m.subject));

describe("blog subscription, double opt-in", () => {
  it("e-mails a link whose page confirms the address once", async () => {
    const email = uniqueEmail("optin");
    expect((await subscribe(email)).status).toBe(202);
    const mail = await t.smtp.waitFor(email, /Confirm your subscription/);
    // A direct answer to the reader's own Subscribe: no unsubscribe header.
    expect(mail.headers["list-unsubscribe"]).toBeUndefined();
    expect((await row(email))?.confirmedAt).toBeNull();

    const token = await mailedToken(email);
    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ confirmed: true });
    const after = await row(email);
    expect(after?.confirmedAt).toBeInstanceOf(Date);

    const reused = await confirm(token);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toEqual(INVALID);
    expect((await row(email))?.confirmedAt).toEqual(after?.confirmedAt);
  });

  it("refuses unknown and expired tokens and changes nothing", async () => {
    const unknown = await confirm("not-a-token-we-sent");
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual(INVALID);

    const email = uniqueEmail("late");
    const threeDaysAgo = new Date(Date.now() - 3 * 24 * 3_600_000);
    const token = await requestNewsletterSubscription(t.deps.db, email, threeDaysAgo);
    const expired = await confirm(token);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toEqual(INVALID);
    expect((await row(email))?.confirmedAt).toBeNull();
  });

  it("sends a confirmed address nothing new and keeps it confirmed", async () => {
    const email = uniqueEmail("again");
    await subscribe(email);
    expect((await confirm(await mailedToken(email))).status).toBe(200);
    const before = await row(email);
    const again = await subscribe(email);
    expect(again.status).toBe(202);
    expect(await again.json()).toEqual({ pending: true });
    expect(await row(email)).toEqual(before);
  });

  it("e-mails one address a limited number of times, answering the same past the limit", async () => {
    const email = uniqueEmail("flood");
    for (let i = 0; i < CONFIRM_MAILS_LIMIT.limit; i++)
      expect((await subscribe(email)).status).toBe(202);
    await mailedToken(email, CONFIRM_MAILS_LIMIT.limit);
    const extra = await subscribe(email);
    expect(extra.status).toBe(202);
    expect(await extra.json()).toEqual({ pending: true });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(confirmations(email)).toHaveLength(CONFIRM_MAILS_LIMIT.limit);
    // Past the limit nothing changed: the last link sent (only it) still works.
    const statuses = [];
    for (let nth = 1; nth <= CONFIRM_MAILS_LIMIT.limit; nth++)
      statuses.push((await confirm(await mailedToken(email, nth))).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
  });
});

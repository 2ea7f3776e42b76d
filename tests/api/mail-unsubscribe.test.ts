import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  newsletterSubscribers,
  profiles,
  savedSearches,
} from "../../src/server/platform/db/schema";
import type { UnsubscribeTarget } from "../../src/server/platform/mail/unsubscribe-token";
import { updateNotificationSettings } from "../../src/server/profiles/notification-settings.service";
import { createRealtorEntry } from "../factories/directory";
import { createSavedSearch } from "../factories/saved-searches";
import { createUser, uniqueEmail } from "../factories/users";
import { queuedMailCount } from "../setup/queued-mail";
import { setupMailTestApp } from "../setup/setup-mail-test-app";
import { TEST_ORIGIN } from "../setup/test-app";

const t = setupMailTestApp({ TRUST_PROXY: "true" });

/** What a mail client does with List-Unsubscribe (RFC 8058): a bare POST of the form body. */
function oneClick(url: string, origin?: string) {
  return t.app.request(url, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...(origin ? { origin } : {}),
    },
    body: "List-Unsubscribe=One-Click",
  });
}

const linkFor = (target: UnsubscribeTarget, token?: string) => {
  const query = new URLSearchParams(t.deps.mailer.unsubscribeQuery(target));
  if (token !== undefined) query.set("token", token);
  return `${TEST_ORIGIN}/api/email/unsubscribe?${query}`;
};

async function profileOf(id: string) {
  const [row] = await t.deps.db.select().from(profiles).where(eq(profiles.id, id));
  if (!row) throw new Error("no profile");
  return { ...row.notificationSettings, emailFrequency: row.emailFrequency };
}

const contact = { name: "Jane Buyer", email: "jane@example.test", message: "Hello there" };

describe("POST /api/email/unsubscribe (one click)", () => {
  it("follows a notice's List-Unsubscribe header and stops further notices", async () => {
    const realtor = await createRealtorEntry(t);
    const write = (ip: string) =>
      t.app.request(`${TEST_ORIGIN}/api/realtors/${realtor.userId}/messages`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": ip },
        body: JSON.stringify(contact),
      });
    expect((await write("198.51.100.1")).status).toBe(201);
    const mail = await t.smtp.waitFor(realtor.email, /New message from/);
    const url = (mail.headers["list-unsubscribe"] ?? "").replace(/^<|>$/g, "");

    // A webmail page posts from its own origin: the signed link is the authority, not the origin.
    const response = await oneClick(url, "https://webmail.example.net");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      topic: "notices",
      message: "You will no longer get e-mails about new messages, tour requests and your account.",
    });
    expect((await profileOf(realtor.userId)).emailNotifications).toBe(false);

    expect((await write("198.51.100.2")).status).toBe(201);
    expect(await queuedMailCount(t.deps.db, realtor.email)).toBe(1);
  });

  it("sets the frequency to never for a digest, and turns marketing off", async () => {
    const member = await createUser(t);
    await updateNotificationSettings(t.deps.db, member, { marketingEmails: true });
    expect((await oneClick(linkFor({ topic: "digest", subject: member.id }))).status).toBe(200);
    expect((await oneClick(linkFor({ topic: "marketing", subject: member.id }))).status).toBe(200);
    expect(await profileOf(member.id)).toMatchObject({
      emailFrequency: "never",
      marketingEmails: false,
      emailNotifications: true,
    });
  });

  it("sends a browser that opens the address to the page, changing nothing", async () => {
    const member = await createUser(t);
    const url = linkFor({ topic: "notices", subject: member.id });
    const response = await t.app.request(url);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(
      `/unsubscribe?${new URL(url).searchParams.toString()}`,
    );
    expect((await profileOf(member.id)).emailNotifications).toBe(true);
  });

  it("names the saved search it turns off, before and after", async () => {
    const member = await createUser(t);
    const search = await createSavedSearch(t, member.id, { name: "Lofts in Tacoma" });
    const url = linkFor({ topic: "search", subject: search.id });
    const linkQuery = new URL(url).searchParams.toString();
    const described = await t.app.request(`${TEST_ORIGIN}/api/email/unsubscribe-link?${linkQuery}`);
    expect(await described.json()).toMatchObject({
      turnsOff: "e-mails about new matches for your saved search “Lofts in Tacoma”",
    });
    const response = await oneClick(url);
    expect(await response.json()).toMatchObject({
      message:
        "You will no longer get e-mails about new matches for your saved search “Lofts in Tacoma”.",
    });
    const [row] = await t.deps.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.id, search.id));
    expect(row?.frequency).toBe("off");
    // Once the search is deleted, the link still works and speaks of it in general terms.
    await t.deps.db.delete(savedSearches).where(eq(savedSearches.id, search.id));
    expect(await (await oneClick(url)).json()).toMatchObject({
      turnsOff: "e-mails about new matches for this saved search",
    });
  });

  it("removes a blog subscriber's address", async () => {
    const email = uniqueEmail("reader");
    await t.deps.db.insert(newsletterSubscribers).values({ email });
    expect((await oneClick(linkFor({ topic: "blog", subject: email }))).status).toBe(200);
    const left = await t.deps.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    expect(left).toEqual([]);
  });

  it("refuses a forged, altered or incomplete link with a clear message and changes nothing", async () => {
    const victim = await createUser(t);
    const attacker = await createUser(t);
    const attackersToken =
      new URLSearchParams(
        t.deps.mailer.unsubscribeQuery({ topic: "notices", subject: attacker.id }),
      ).get("token") ?? "";
    const digestToken =
      new URLSearchParams(
        t.deps.mailer.unsubscribeQuery({ topic: "digest", subject: victim.id }),
      ).get("token") ?? "";
    const forged = [
      linkFor({ topic: "notices", subject: victim.id }, attackersToken),
      linkFor({ topic: "notices", subject: victim.id }, digestToken),
      linkFor({ topic: "notices", subject: victim.id }, "not-a-token"),
      linkFor({ topic: "notices", subject: victim.id }, ""),
      `${TEST_ORIGIN}/api/email/unsubscribe?topic=everything&subject=${victim.id}&token=${digestToken}`,
    ];
    for (const url of forged) {
      const response = await oneClick(url);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        code: "BAD_REQUEST",
        message:
          "This unsubscribe link is not valid. Use the link in your most recent e-mail, or choose which e-mails you get in your settings.",
      });
    }
    expect(await profileOf(victim.id)).toMatchObject({
      emailNotifications: true,
      emailFrequency: "daily",
    });
  });
});

import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { newsletterSubscribers, sentEmails, user } from "../../src/server/platform/db/schema";
import type { MailJob } from "../../src/server/platform/mail/mailer";
import { sendSearchDigests } from "../../src/server/saved-searches/search-digest.service";
import { createListing, propertyForm, putJson } from "../factories/manage-properties";
import { alertsSettled, createSavedSearch, noticesOf } from "../factories/saved-searches";
import { DEFAULT_PASSWORD, signedInClient, uniqueEmail } from "../factories/users";
import { queuedMailCount } from "../setup/queued-mail";
import { setupMailTestApp } from "../setup/setup-mail-test-app";
import { TestClient } from "../setup/test-client";

const t = setupMailTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

interface Member {
  client: TestClient;
  account: { id: string; email: string };
}

/** Someone signed up with an address they never confirmed (anyone's address will do). */
async function unconfirmedMember(): Promise<Member> {
  const email = uniqueEmail("unconfirmed");
  const client = new TestClient(t);
  await client.post("/api/auth/sign-up/email", { name: "Una", email, password: DEFAULT_PASSWORD });
  const signIn = await client.post("/api/auth/sign-in/email", {
    email,
    password: DEFAULT_PASSWORD,
  });
  expect(signIn.status).toBe(200);
  const [row] = await t.deps.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return { client, account: { id: row?.id ?? "", email } };
}

async function suspend(member: Member) {
  await t.deps.db
    .update(user)
    .set({ banned: true, banReason: "Spam" })
    .where(eq(user.id, member.account.id));
}

/** A confirmed active member, an unconfirmed one and one suspended after `before` ran for each. */
async function threeMembers(before: (member: Member) => Promise<void> = async () => {}) {
  const confirmed = await signedInClient(t, { name: "Carla Confirmed" });
  const unconfirmed = await unconfirmedMember();
  const suspended = await signedInClient(t);
  for (const member of [confirmed, unconfirmed, suspended]) await before(member);
  await suspend(suspended);
  return { confirmed, unconfirmed, suspended };
}

/** The Outbox's rows of one kind to one address: what was really sent. */
const sentTo = async (email: string, kind: MailJob["kind"]) =>
  t.deps.db
    .select()
    .from(sentEmails)
    .where(and(eq(sentEmails.recipient, email), eq(sentEmails.kind, kind)));

const listing = (title: string) => ({
  title,
  city: "Austin",
  state: "TX" as const,
  zip: "73301",
  price: "500,000",
});

describe("optional e-mail reaches only confirmed, active accounts", () => {
  it("sends an instant search alert to the confirmed member only; everyone sees it in the app", async () => {
    const word = "quillfeather";
    const members = await threeMembers(async (member) => {
      await createSavedSearch(t, member.account.id, { words: [word], frequency: "instant" });
    });
    const { client: realtor } = await signedInClient(t, { role: "realtor" });
    await createListing(realtor, listing("Quillfeather Cottage"));
    await alertsSettled(t);
    await t.smtp.waitFor(members.confirmed.account.email, /Quillfeather Cottage/);
    for (const member of [members.unconfirmed, members.suspended]) {
      expect(await queuedMailCount(t.deps.db, member.account.email, "search-alert")).toBe(0);
      expect(await noticesOf(t, member.account.id)).toHaveLength(1);
    }
  });

  it("sends a search's daily digest to the confirmed member only", async () => {
    const word = "brackenridge";
    const members = await threeMembers(async (member) => {
      await createSavedSearch(t, member.account.id, { words: [word], frequency: "daily" });
    });
    const { client: realtor } = await signedInClient(t, { role: "realtor" });
    await createListing(realtor, listing("Brackenridge Lodge"));
    await alertsSettled(t);
    await sendSearchDigests(t.deps.db, t.deps.mailer, new Date(Date.now() + 86_400_000));
    await t.smtp.waitFor(members.confirmed.account.email, /Brackenridge Lodge/);
    for (const member of [members.unconfirmed, members.suspended]) {
      expect(await queuedMailCount(t.deps.db, member.account.email, "search-alert")).toBe(0);
    }
  });

  it("tells only the confirmed saver of a price cut and a removal by e-mail", async () => {
    const { client: realtor } = await signedInClient(t, { role: "realtor" });
    const home = listing("Marshwood House");
    const { id, staged } = await createListing(realtor, home);
    const members = await threeMembers(async ({ client }) => {
      expect((await client.request("PUT", `/api/saved/${id}`)).status).toBeLessThan(300);
    });
    await alertsSettled(t);
    const images = staged.map((image) => ({ id: image.uploadId }));
    const cut = await putJson(
      realtor,
      `/api/manage/properties/${id}`,
      propertyForm({ ...home, price: "450,000", images }),
    );
    expect(cut.status).toBe(200);
    await alertsSettled(t);
    expect((await realtor.request("DELETE", `/api/manage/properties/${id}`)).status).toBeLessThan(
      300,
    );
    await alertsSettled(t);

    await t.smtp.waitFor(members.confirmed.account.email, /Price cut: Marshwood House/);
    await t.smtp.waitFor(members.confirmed.account.email, /removed: Marshwood House/);
    for (const member of [members.unconfirmed, members.suspended]) {
      expect(await queuedMailCount(t.deps.db, member.account.email, "saved-home-changed")).toBe(0);
      expect(await noticesOf(t, member.account.id)).toEqual([
        "saved_home_price_drop: Price cut: Marshwood House",
        "saved_home_removed: A home you saved was removed: Marshwood House",
      ]);
    }
  });

  it("drops a digest queued before its reader was suspended, and sends a confirmed one", async () => {
    const { confirmed, unconfirmed, suspended } = await threeMembers();
    const digest = ({ account }: Member): MailJob => ({
      kind: "notice-digest",
      to: account.email,
      props: { name: "Reader", memberId: account.id, frequency: "daily", items: [], more: 1 },
    });
    // What the mail.send job does with a message queued while the account was still fine.
    for (const member of [confirmed, unconfirmed, suspended])
      await t.deps.mailer.deliver(digest(member));
    expect(await sentTo(confirmed.account.email, "notice-digest")).toHaveLength(1);
    expect(await sentTo(unconfirmed.account.email, "notice-digest")).toEqual([]);
    expect(await sentTo(suspended.account.email, "notice-digest")).toEqual([]);
  });

  it("drops a post's announcement to an address that unsubscribed after it was queued", async () => {
    const email = uniqueEmail("reader");
    await t.deps.db.insert(newsletterSubscribers).values({ email, confirmedAt: new Date() });
    const announcement: MailJob = {
      kind: "blog-post-published",
      to: email,
      props: { title: "Spring market", excerpt: "Prices", postId: crypto.randomUUID(), email },
    };
    await t.deps.db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    await t.deps.mailer.deliver(announcement);
    expect(await sentTo(email, "blog-post-published")).toEqual([]);
  });

  it("still sends what the reader asked for to an unconfirmed or suspended account", async () => {
    const { unconfirmed, suspended } = await threeMembers();
    for (const { account } of [unconfirmed, suspended]) {
      const request = await new TestClient(t).post("/api/auth/request-password-reset", {
        email: account.email,
      });
      expect(request.status).toBe(200);
      await t.smtp.waitFor(account.email, /Reset your/);
    }
  });
});

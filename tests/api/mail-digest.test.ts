import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sendDueDigests } from "../../src/server/notifications/digest.service";
import { notifications, profiles, user } from "../../src/server/platform/db/schema";
import type { EmailFrequency } from "../../src/shared/schemas/profile";
import { createUser } from "../factories/users";
import { setupMailTestApp } from "../setup/setup-mail-test-app";
import { linksIn } from "../setup/smtp-sink";
import { TEST_ORIGIN } from "../setup/test-app";

const t = setupMailTestApp();

const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);
const later = (date: Date, hours: number) => new Date(date.getTime() + hours * HOUR);

async function member(frequency: EmailFrequency, settings: { emailNotifications?: boolean } = {}) {
  const account = await createUser(t, { name: `Dee ${frequency}` });
  await t.deps.db
    .update(profiles)
    .set({
      emailFrequency: frequency,
      notificationSettings: {
        emailNotifications: true,
        propertyAlerts: true,
        marketingEmails: false,
        ...settings,
      },
    })
    .where(eq(profiles.id, account.id));
  return account;
}

/** A notification written at a given time, as the app writes them (its own clock aside). */
async function notice(userId: string, createdAt: Date, title = "New message about Lake House") {
  await t.deps.db.insert(notifications).values({
    userId,
    kind: "inquiry_received",
    title,
    body: "Jane Buyer: Is it still available?",
    link: "/property/00000000-0000-4000-8000-000000000000",
    createdAt,
  });
}

/** One digest run at `now`, narrowed to the accounts this test made. */
async function digestsAt(now: Date, ...mine: { id: string }[]) {
  const sent = await sendDueDigests(t.deps.db, t.deps.mailer, now);
  return mine.filter((account) => sent.includes(account.id)).map((account) => account.id);
}

describe("the digest run", () => {
  it("e-mails members with unread notifications, as their frequency and settings allow", async () => {
    const now = at("2030-03-12T07:00:00Z");
    const daily = await member("daily");
    const weekly = await member("weekly");
    const monthly = await member("monthly");
    const never = await member("never");
    const off = await member("daily", { emailNotifications: false });
    const allRead = await member("daily");
    const suspended = await member("daily");
    const unconfirmed = await member("daily");
    const nothing = await member("daily");
    for (const account of [daily, weekly, monthly, never, off, allRead, suspended, unconfirmed]) {
      await notice(account.id, later(now, -2), "Tour requested for <Hill> Cabin");
    }
    await t.deps.db
      .update(notifications)
      .set({ readAt: now })
      .where(eq(notifications.userId, allRead.id));
    await t.deps.db.update(user).set({ banned: true }).where(eq(user.id, suspended.id));
    await t.deps.db.update(user).set({ emailVerified: false }).where(eq(user.id, unconfirmed.id));

    const everyone = [daily, weekly, monthly, never, off, allRead, suspended, unconfirmed, nothing];
    expect(await digestsAt(now, ...everyone)).toEqual([daily.id, weekly.id, monthly.id]);

    const mail = await t.smtp.waitFor(daily.email, /1 unread notification on/);
    expect(mail.text).toContain("Hi Dee daily");
    expect(mail.text).toContain("daily summary");
    expect(mail.text).toContain("Tour requested for <Hill> Cabin");
    expect(mail.html).toContain("&lt;Hill&gt;");
    expect(linksIn(mail)).toContain(`${TEST_ORIGIN}/dashboard?tab=notifications`);
    const unsubscribe = mail.headers["list-unsubscribe"] ?? "";
    expect(unsubscribe).toContain("topic=digest");
    expect(unsubscribe).toContain(`subject=${daily.id}`);
  });

  it("runs as the scheduled job does, on a job of the digest queue", async () => {
    const account = await member("daily");
    await notice(account.id, later(new Date(), -1), "Tour requested for Quiet Cottage");
    // What the daily schedule enqueues (workers.ts), without waiting for 07:00.
    await t.deps.jobs.send("mail.digest", {});
    const mail = await t.smtp.waitFor(account.email, /1 unread notification on/);
    expect(mail.text).toContain("Tour requested for Quiet Cottage");

    const schedules = await t.deps.db.execute(
      sql`select cron from pgboss.schedule where name = 'mail.digest'`,
    );
    expect((schedules as unknown as { rows: unknown[] }).rows).toEqual([{ cron: "0 7 * * *" }]);
  });

  it("sends each member one digest when two runs overlap (two instances)", async () => {
    const now = at("2030-05-07T07:00:00Z");
    const members = [await member("daily"), await member("weekly")];
    for (const account of members) await notice(account.id, later(now, -1));
    const [first, second] = await Promise.all([
      digestsAt(now, ...members),
      digestsAt(now, ...members),
    ]);
    expect([...first, ...second].sort()).toEqual(members.map((account) => account.id).sort());
  });

  it("sends one digest per period, with what is new since the last one", async () => {
    const daily = await member("daily");
    const weekly = await member("weekly");
    const monthly = await member("monthly");
    const all = [daily, weekly, monthly];
    // Tuesday 15 January 2030.
    const tuesday = at("2030-01-15T07:00:00Z");
    for (const account of all) {
      await notice(account.id, later(tuesday, -2));
      await notice(account.id, later(tuesday, -1));
    }
    expect(await digestsAt(tuesday, ...all)).toEqual([daily.id, weekly.id, monthly.id]);

    // Something new the same day: it waits for the next period of each.
    for (const account of all) await notice(account.id, later(tuesday, 1));
    expect(await digestsAt(later(tuesday, 2), ...all)).toEqual([]);

    const wednesday = at("2030-01-16T07:00:00Z");
    expect(await digestsAt(wednesday, ...all)).toEqual([daily.id]);
    // A second run the same day (another instance, a retried job) sends nothing more.
    expect(await digestsAt(wednesday, ...all)).toEqual([]);

    for (const account of all) await notice(account.id, later(wednesday, 1));
    const nextMonday = at("2030-01-21T07:00:00Z");
    expect(await digestsAt(nextMonday, ...all)).toEqual([daily.id, weekly.id]);

    // Nothing new for the daily and weekly members since Monday; the monthly one has two.
    expect(await digestsAt(at("2030-02-01T07:00:00Z"), ...all)).toEqual([monthly.id]);

    const subjects = async (email: string, n: number) => {
      await expect
        .poll(() => t.smtp.messages.filter((m) => m.to === email).length, { timeout: 15_000 })
        .toBe(n);
      // Queued jobs are sent side by side: the order of arrival is not the order of the runs.
      return t.smtp.messages
        .filter((m) => m.to === email)
        .map((m) => m.subject.split(" on ")[0])
        .sort();
    };
    // Each digest lists only what arrived since the previous one: two, then one and one.
    expect(await subjects(daily.email, 3)).toEqual([
      "1 unread notification",
      "1 unread notification",
      "2 unread notifications",
    ]);
    expect(await subjects(monthly.email, 2)).toEqual([
      "2 unread notifications",
      "2 unread notifications",
    ]);
  });
});

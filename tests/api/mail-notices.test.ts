import { describe, expect, it } from "vitest";
import { emailNotice } from "../../src/server/notifications/email-notice";
import { updateNotificationSettings } from "../../src/server/profiles/notification-settings.service";
import { createAccessRequest, signedInAdmin } from "../factories/admin";
import { createRealtorEntry } from "../factories/directory";
import { createProperty } from "../factories/properties";
import { createUser, signedInClient } from "../factories/users";
import { queuedMailCount } from "../setup/queued-mail";
import { setupMailTestApp } from "../setup/setup-mail-test-app";
import { linksIn } from "../setup/smtp-sink";
import { TEST_ORIGIN } from "../setup/test-app";
import { TestClient } from "../setup/test-client";

// Behind a trusted proxy each test is its own client address, so flood limits stay apart.
const t = setupMailTestApp({ TRUST_PROXY: "true", SIGN_IN_RATE_LIMIT: "1000" });

let addressCounter = 0;
const fresh = () => ({ headers: { "x-forwarded-for": `192.0.2.${++addressCounter}` } });

// Markup in a member's words must arrive as text, never as HTML.
const WORDS = 'Is it still <b>available</b>?\n"Tom & Jerry" want a look.';
const contact = { name: "Jane Buyer", email: "jane@example.test", message: WORDS };

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

function expectNoticeFooter(mail: { headers: Record<string, string> }, memberId: string) {
  const header = mail.headers["list-unsubscribe"] ?? "";
  expect(header).toContain("/api/email/unsubscribe?");
  expect(header).toContain("topic=notices");
  expect(header).toContain(`subject=${memberId}`);
  expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
}

const turnOffNotices = (account: { id: string; email: string }) =>
  updateNotificationSettings(t.deps.db, account, { emailNotifications: false });

describe("a realtor's notices", () => {
  it("e-mails a Contact Agent message with the sender's words and a link to answer", async () => {
    const realtor = await createUser(t, { role: "realtor", name: "Rita Realtor" });
    const listing = await createProperty(t, { realtorId: realtor.id, title: "Lake House" });
    const sent = await new TestClient(t).post(
      `/api/properties/${listing.id}/inquiries`,
      contact,
      fresh(),
    );
    expect(sent.status).toBe(201);

    const mail = await t.smtp.waitFor(realtor.email, /New message about Lake House/);
    expect(mail.text).toContain("Hi Rita Realtor");
    expect(mail.text).toContain(WORDS);
    expect(mail.text).toContain("jane@example.test");
    expect(mail.headers["reply-to"]).toBe("Jane Buyer <jane@example.test>");
    expect(mail.html).toContain("&lt;b&gt;available&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>available</b>");
    // A visitor's message opens a thread in the realtor's Inbox.
    expect(
      linksIn(mail).some((link) => link.startsWith(`${TEST_ORIGIN}/dashboard?tab=inbox&thread=`)),
    ).toBe(true);
    expectNoticeFooter(mail, realtor.id);
  });

  it("e-mails a directory Contact message", async () => {
    const entry = await createRealtorEntry(t);
    const sent = await new TestClient(t).post(
      `/api/realtors/${entry.userId}/messages`,
      contact,
      fresh(),
    );
    expect(sent.status).toBe(201);
    const mail = await t.smtp.waitFor(entry.email, /New message from Jane Buyer/);
    expect(mail.text).toContain(WORDS);
    expectNoticeFooter(mail, entry.userId);
  });

  it("e-mails a tour request with the day and the member's note", async () => {
    const realtor = await createUser(t, { role: "realtor" });
    const listing = await createProperty(t, { realtorId: realtor.id, title: "Hill Cabin" });
    const { client } = await signedInClient(t, { name: "Tess Tourer" });
    const sent = await client.post(
      `/api/properties/${listing.id}/tour-requests`,
      { date: tomorrow(), window: "morning", message: "Mornings <i>only</i>" },
      fresh(),
    );
    expect(sent.status).toBe(201);
    const mail = await t.smtp.waitFor(realtor.email, /Tour requested for Hill Cabin/);
    expect(mail.text).toContain("Tess Tourer would like to tour Hill Cabin on");
    expect(mail.text).toContain("Mornings <i>only</i>");
    expect(mail.html).toContain("&lt;i&gt;only&lt;/i&gt;");
    expectNoticeFooter(mail, realtor.id);
  });

  it("sends nothing to a realtor who turned e-mail notifications off", async () => {
    const realtor = await createUser(t, { role: "realtor" });
    await turnOffNotices(realtor);
    const listing = await createProperty(t, { realtorId: realtor.id });
    const { client } = await signedInClient(t);
    const message = await new TestClient(t).post(
      `/api/properties/${listing.id}/inquiries`,
      contact,
      fresh(),
    );
    const tour = await client.post(
      `/api/properties/${listing.id}/tour-requests`,
      { date: tomorrow(), window: "afternoon" },
      fresh(),
    );
    expect([message.status, tour.status]).toEqual([201, 201]);
    expect(await queuedMailCount(t.deps.db, realtor.email)).toBe(0);
  });
});

describe("a member's notices", () => {
  it("e-mails the answer to an access request, approved or rejected, with the reason", async () => {
    const { client: admin } = await signedInAdmin(t);
    const approved = await createUser(t, { name: "Amy Applicant" });
    const rejected = await createUser(t);
    const first = await createAccessRequest(t, approved.id, "realtor");
    const second = await createAccessRequest(t, rejected.id, "photographer");
    await admin.post(`/api/admin/access-requests/${first.id}/approve`);
    await admin.post(`/api/admin/access-requests/${second.id}/reject`, {
      reason: "Please add your <portfolio> link.",
    });

    const yes = await t.smtp.waitFor(approved.email, /realtor access request was approved/);
    expect(yes.text).toContain("Hi Amy Applicant");
    // The answer to the member's own request: not a message to opt out of.
    expect(yes.headers["list-unsubscribe"]).toBeUndefined();
    const no = await t.smtp.waitFor(rejected.email, /photographer access request was not approved/);
    expect(no.text).toContain("Please add your <portfolio> link.");
    expect(no.html).toContain("&lt;portfolio&gt;");
  });

  it("e-mails a suspension with its reason and its lifting", async () => {
    const { client: admin } = await signedInAdmin(t);
    const member = await createUser(t);
    await admin.post(`/api/admin/users/${member.id}/suspend`, { reason: "Spam listings" });
    const suspended = await t.smtp.waitFor(member.email, /account was suspended/);
    expect(suspended.text).toContain("Spam listings");
    expectNoticeFooter(suspended, member.id);

    await admin.post(`/api/admin/users/${member.id}/unsuspend`);
    await t.smtp.waitFor(member.email, /account is active again/);
  });

  it("sends neither to a member who turned e-mail notifications off", async () => {
    const { client: admin } = await signedInAdmin(t);
    const member = await createUser(t);
    await turnOffNotices(member);
    const request = await createAccessRequest(t, member.id, "realtor");
    expect((await admin.post(`/api/admin/access-requests/${request.id}/approve`)).status).toBe(200);
    const suspend = await admin.post(`/api/admin/users/${member.id}/suspend`, { reason: "Spam" });
    expect(suspend.status).toBe(200);
    expect(await queuedMailCount(t.deps.db, member.email)).toBe(0);
  });
});

describe("the event's transaction", () => {
  it("queues nothing when the event rolls back", async () => {
    const member = await createUser(t);
    await expect(
      t.deps.db.transaction(async (tx) => {
        await emailNotice(tx, t.deps.mailer, member.id, {
          kind: "account-suspension",
          props: { suspended: false, reason: null },
        });
        expect(await queuedMailCount(tx, member.email)).toBe(1);
        throw new Error("the event failed");
      }),
    ).rejects.toThrow("the event failed");
    expect(await queuedMailCount(t.deps.db, member.email)).toBe(0);
  });
});

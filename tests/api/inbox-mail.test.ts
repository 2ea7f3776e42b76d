import { describe, expect, it } from "vitest";
import { updateNotificationSettings } from "../../src/server/profiles/notification-settings.service";
import { fresh, requestTourIn, startThread, utcDay } from "../factories/conversations";
import { queuedMailCount } from "../setup/queued-mail";
import { setupMailTestApp } from "../setup/setup-mail-test-app";
import { linksIn } from "../setup/smtp-sink";
import { TEST_ORIGIN } from "../setup/test-app";

const t = setupMailTestApp({ TRUST_PROXY: "true", SIGN_IN_RATE_LIMIT: "1000" });

describe("the inbox's e-mails", () => {
  it("send each message to the other side with a link back to the thread", async () => {
    const pair = await startThread(t, { title: "Lake House" });
    const first = await t.smtp.waitFor(pair.realtor.account.email, /New message about Lake House/);
    expect(linksIn(first)).toContain(
      `${TEST_ORIGIN}/dashboard?tab=inbox&thread=${pair.conversationId}`,
    );
    const reply = await pair.realtor.client.post(
      `/api/conversations/${pair.conversationId}/messages`,
      { body: "Yes, <b>come</b> by on Saturday." },
      fresh(),
    );
    expect(reply.status).toBe(201);
    const mail = await t.smtp.waitFor(
      pair.member.account.email,
      /Rita Realtor wrote about Lake House/,
    );
    expect(mail.text).toContain("Yes, <b>come</b> by on Saturday.");
    expect(mail.html).toContain("&lt;b&gt;come&lt;/b&gt;");
    expect(linksIn(mail)).toContain(
      `${TEST_ORIGIN}/dashboard?tab=messages&thread=${pair.conversationId}`,
    );
    expect(mail.headers["list-unsubscribe"]).toContain("topic=notices");
  });

  it("confirm an accepted tour to both sides with the invitation attached", async () => {
    const pair = await startThread(t, { title: "Hill Cabin" });
    const tour = await requestTourIn(pair, 4, "afternoon");
    const request = await t.smtp.waitFor(
      pair.realtor.account.email,
      /Tour requested for Hill Cabin/,
    );
    expect(request.text).toContain("Afternoon (12–5)");
    await pair.realtor.client.post(`/api/tours/${tour.id}/accept`, {}, fresh());
    const day = utcDay(4).replaceAll("-", "");
    for (const email of [pair.member.account.email, pair.realtor.account.email]) {
      const mail = await t.smtp.waitFor(email, /Tour confirmed: Hill Cabin/);
      expect(mail.attachments).toHaveLength(1);
      const [invite] = mail.attachments;
      expect(invite?.filename).toBe("tour.ics");
      expect(invite?.contentType).toBe("text/calendar");
      expect(invite?.content).toContain(`DTSTART;TZID=America/Chicago:${day}T120000`);
      expect(invite?.content).toContain("SUMMARY:HomeScope tour: Hill Cabin");
    }
  });

  it("tell the other side of a proposal and of a cancellation", async () => {
    const pair = await startThread(t, { title: "Bay Flat" });
    const tour = await requestTourIn(pair);
    await pair.realtor.client.post(
      `/api/tours/${tour.id}/propose`,
      { date: utcDay(5), window: "evening" },
      fresh(),
    );
    const proposal = await t.smtp.waitFor(pair.member.account.email, /Tour update for Bay Flat/);
    expect(proposal.text).toContain("Rita Realtor proposed another time to tour Bay Flat");
    await pair.member.client.post(`/api/tours/${tour.id}/cancel`, { reason: "Found one" }, fresh());
    const cancelled = await t.smtp.waitFor(pair.realtor.account.email, /Tour update for Bay Flat/);
    expect(cancelled.text).toContain("Mia Member cancelled the tour of Bay Flat");
    expect(cancelled.text).toContain("Found one");
  });

  it("send nothing to a member who turned e-mail notifications off", async () => {
    const pair = await startThread(t);
    await updateNotificationSettings(t.deps.db, pair.member.account, { emailNotifications: false });
    await pair.realtor.client.post(
      `/api/conversations/${pair.conversationId}/messages`,
      { body: "Hello" },
      fresh(),
    );
    expect(await queuedMailCount(t.deps.db, pair.member.account.email)).toBe(0);
  });
});

import { describe, expect, it } from "vitest";
import { newText } from "../../src/server/inbox/inbound-reply";
import type { ConversationThread } from "../../src/shared/conversations";
import { fresh } from "../factories/conversations";
import { createProperty } from "../factories/properties";
import { signedInClient } from "../factories/users";
import { setupMailTestApp } from "../setup/setup-mail-test-app";
import { TestClient } from "../setup/test-client";

const DOMAIN = "reply.homes.test";
const TOKEN = "inbound-token-of-at-least-32-characters";
const t = setupMailTestApp({
  TRUST_PROXY: "true",
  SIGN_IN_RATE_LIMIT: "1000",
  INBOUND_MAIL_DOMAIN: DOMAIN,
  INBOUND_MAIL_TOKEN: TOKEN,
});

/** A visitor's thread the realtor answered, and the Reply-To of that answer's e-mail. */
async function answeredVisitor(email: string) {
  const realtor = await signedInClient(t, { role: "realtor", name: "Rita Realtor" });
  const listing = await createProperty(t, { realtorId: realtor.account.id, title: "Pier House" });
  const sent = await new TestClient(t).post(
    `/api/properties/${listing.id}/inquiries`,
    { name: "Ivy Inbound", email, message: "Is the pier private?" },
    fresh(),
  );
  const { conversationId } = (await sent.json()) as { conversationId: string };
  await realtor.client.post(
    `/api/conversations/${conversationId}/messages`,
    { body: "Yes, it is." },
    fresh(),
  );
  const mail = await t.smtp.waitFor(email, /Rita Realtor answered about Pier House/);
  const replyTo = String(mail.headers["reply-to"] ?? "");
  return { realtor, conversationId, replyTo };
}

const rawReply = (to: string, text: string) =>
  [
    "From: Ivy Inbound <ivy@example.test>",
    `To: ${to}`,
    "Subject: Re: Rita Realtor answered about Pier House",
    "Content-Type: text/plain; charset=utf-8",
    "",
    text,
  ].join("\r\n");

const post = (raw: string, token = TOKEN) =>
  new TestClient(t).request("POST", "/api/mail/inbound", {
    body: raw,
    headers: { authorization: `Bearer ${token}`, "content-type": "message/rfc822" },
  });

describe("a visitor's e-mail reply", () => {
  it("lands in their thread, without what it quotes", async () => {
    const { realtor, conversationId, replyTo } = await answeredVisitor("ivy@example.test");
    const address = /reply\+[0-9a-f]{32}\.[\w-]{22}@reply\.homes\.test/.exec(replyTo)?.[0];
    expect(address, replyTo).toBeDefined();
    expect(address?.split("@")[0]?.length).toBeLessThanOrEqual(64);
    const response = await post(
      rawReply(`Rita Realtor <${address}>`, "Great, thanks!\n\nOn Sun, Rita wrote:\n> Yes, it is."),
    );
    expect(response.status).toBe(201);
    const thread = (await (
      await realtor.client.get(`/api/conversations/${conversationId}`)
    ).json()) as ConversationThread;
    expect(thread.messages.at(-1)).toMatchObject({
      body: "Great, thanks!",
      senderName: "Ivy Inbound",
    });
    await t.smtp.waitFor(realtor.account.email, /Ivy Inbound wrote about Pier House/);
  });

  it("is refused without the token, with a forged address, or with no new text", async () => {
    const { replyTo } = await answeredVisitor("ivo@example.test");
    const address = /reply\+[^>\s]+/.exec(replyTo)?.[0] ?? "";
    expect((await post(rawReply(address, "Hi"), "x".repeat(TOKEN.length))).status).toBe(401);
    const forged = address.replace(/\.[\w-]{22}@/, `.${"A".repeat(22)}@`);
    expect((await post(rawReply(forged, "Hi"))).status).toBe(404);
    expect((await post(rawReply(address, "> only a quote"))).status).toBe(400);
    expect((await post("not an e-mail at all")).status).toBe(404);
  });
});

describe("newText", () => {
  it("keeps what comes before the quote or the signature", () => {
    expect(newText("Yes\r\n\r\n-- \r\nIvy")).toBe("Yes");
    expect(newText("Sure.\n-----Original Message-----\nFrom: x")).toBe("Sure.");
    expect(newText("Line one\nLine two\n> quoted")).toBe("Line one\nLine two");
  });
});

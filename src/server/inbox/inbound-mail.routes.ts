import { timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import { CONVERSATION_MESSAGE_MAX, CONVERSATION_MESSAGES } from "@/shared/conversations";
import { conversationMessageSchema } from "@/shared/schemas/conversations";
import type { AppDeps } from "../context";
import type { AppBindings } from "../platform/context";
import { ApiError } from "../platform/http/errors";
import { withPlainText } from "../platform/http/plain-text";
import { createWriteLimit } from "../platform/http/write-limit";
import { INBOUND_REPLY_LIMIT } from "../platform/http/write-limits";
import { guestThreadOf } from "./guest-threads.service";
import { readReply } from "./inbound-reply";
import { postMessage } from "./messages.service";
import { threadOfReply } from "./reply-address";

const messageInput = withPlainText(conversationMessageSchema, ["body"]);

function holdsToken(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header ?? "");
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * POST /api/mail/inbound: a raw e-mail (RFC 5322) the site's mail provider received at
 * INBOUND_MAIL_DOMAIN, posted with INBOUND_MAIL_TOKEN. A visitor's reply to a realtor's answer
 * becomes their next message in the thread its address names. 404 when the site takes no
 * inbound mail or the address names no thread.
 */
export function inboundMailRoutes({
  db,
  env,
  mailer,
  limits,
}: Pick<AppDeps, "db" | "env" | "mailer" | "limits">) {
  const replyLimit = createWriteLimit(limits, "inbound-reply", INBOUND_REPLY_LIMIT);
  return new Hono<AppBindings>().post("/", async (c) => {
    const domain = env.INBOUND_MAIL_DOMAIN;
    const token = env.INBOUND_MAIL_TOKEN;
    if (!domain || !token) throw ApiError.notFound("This site takes no inbound mail");
    if (!holdsToken(c.req.header("authorization"), token)) throw ApiError.unauthorized();
    const { recipients, text } = await readReply(await c.req.text());
    const threadId = threadOfReply(mailer, domain, recipients);
    if (!threadId) throw ApiError.notFound(CONVERSATION_MESSAGES.notFound);
    // A long reply is cut to what a thread's message holds rather than lost.
    const parsed = messageInput.safeParse({ body: text.slice(0, CONVERSATION_MESSAGE_MAX) });
    if (!parsed.success) throw ApiError.fromZod(parsed.error);
    const { body } = parsed.data;
    const access = await guestThreadOf(db, threadId);
    await replyLimit(c, threadId);
    return c.json(await postMessage(db, mailer, access, null, body, domain), 201);
  });
}

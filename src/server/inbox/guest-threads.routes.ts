import { Hono } from "hono";
import { z } from "zod";
import { conversationMessageSchema } from "@/shared/schemas/conversations";
import type { AppDeps } from "../context";
import type { AppBindings } from "../platform/context";
import { withPlainText } from "../platform/http/plain-text";
import { privateNoStore } from "../platform/http/private-no-store";
import { jsonBody, queryParams } from "../platform/http/validate";
import { createWriteLimit } from "../platform/http/write-limit";
import { CONVERSATION_MESSAGE_LIMIT } from "../platform/http/write-limits";
import { guestThreadFor, guestThreadView } from "./guest-threads.service";
import { postMessage } from "./messages.service";

const messageInput = withPlainText(conversationMessageSchema, ["body"]);
const keyQuery = z.object({ key: z.string({ error: "The link is incomplete" }).min(1).max(100) });

/** /api/guest-threads: a visitor's thread with a realtor, opened by the link in their e-mail. */
export function guestThreadRoutes({
  db,
  env,
  mailer,
  limits,
}: Pick<AppDeps, "db" | "env" | "mailer" | "limits">) {
  // The thread stands for the visitor's account in the per-account count.
  const messageLimit = createWriteLimit(limits, "guest-message", CONVERSATION_MESSAGE_LIMIT);
  return new Hono<AppBindings>()
    .use(privateNoStore)
    .get("/:id", async (c) => {
      const { key } = queryParams(c, keyQuery);
      const access = await guestThreadFor(db, mailer, c.req.param("id"), key);
      return c.json(await guestThreadView(db, access));
    })
    .post("/:id/messages", async (c) => {
      const { key } = queryParams(c, keyQuery);
      const access = await guestThreadFor(db, mailer, c.req.param("id"), key);
      const { body } = await jsonBody(c, messageInput);
      await messageLimit(c, access.thread.id);
      return c.json(
        await postMessage(db, mailer, access, null, body, env.INBOUND_MAIL_DOMAIN),
        201,
      );
    });
}

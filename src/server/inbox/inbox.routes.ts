import { Hono } from "hono";
import {
  conversationListQuerySchema,
  conversationMessageSchema,
  threadReportSchema,
} from "@/shared/schemas/conversations";
import { leadUpdateSchema } from "@/shared/schemas/leads";
import type { AppDeps } from "../context";
import { loadSession, refuseUnverified, requireUser } from "../platform/auth/session";
import type { AppBindings } from "../platform/context";
import { withPlainText } from "../platform/http/plain-text";
import { privateNoStore } from "../platform/http/private-no-store";
import { jsonBody, queryParams } from "../platform/http/validate";
import { createWriteLimit } from "../platform/http/write-limit";
import { CONVERSATION_MESSAGE_LIMIT, THREAD_SAFETY_LIMIT } from "../platform/http/write-limits";
import { getThread, listConversations, markRead, unreadTotals } from "./inbox.service";
import { leadStageCounts, updateLead } from "./leads.service";
import { postMessage } from "./messages.service";
import { reportThread, setBlocked } from "./safety.service";
import { threadFor } from "./thread-access";

const messageInput = withPlainText(conversationMessageSchema, ["body"]);
const reportInput = withPlainText(threadReportSchema, ["reason"]);
const leadInput = withPlainText(leadUpdateSchema, ["note"]);

/** /api/conversations: the Messages tab, the realtor's Inbox and a thread. */
export function conversationRoutes({
  auth,
  db,
  env,
  mailer,
  limits,
}: Pick<AppDeps, "auth" | "db" | "env" | "mailer" | "limits">) {
  const messageLimit = createWriteLimit(limits, "message", CONVERSATION_MESSAGE_LIMIT);
  const safetyLimit = createWriteLimit(limits, "thread-safety", THREAD_SAFETY_LIMIT);
  return new Hono<AppBindings>()
    .use(loadSession(auth))
    .use(privateNoStore)
    .get("/", async (c) => {
      const user = requireUser(c);
      const { as, stage } = queryParams(c, conversationListQuerySchema);
      return c.json({ items: await listConversations(db, user.id, as, stage) });
    })
    .get("/unread", async (c) => c.json(await unreadTotals(db, requireUser(c).id)))
    .get("/lead-stages", async (c) => c.json(await leadStageCounts(db, requireUser(c).id)))
    .get("/:id", async (c) => {
      const user = requireUser(c);
      const access = await threadFor(db, c.req.param("id"), user.id);
      return c.json(await getThread(db, access, user.id));
    })
    .patch("/:id/lead", async (c) => {
      const user = requireUser(c);
      const access = await threadFor(db, c.req.param("id"), user.id);
      const input = await jsonBody(c, leadInput);
      return c.json(await updateLead(db, access, input));
    })
    .post("/:id/read", async (c) => {
      const user = requireUser(c);
      await markRead(db, await threadFor(db, c.req.param("id"), user.id));
      return c.body(null, 204);
    })
    .post("/:id/messages", async (c) => {
      const user = requireUser(c);
      refuseUnverified(user);
      const access = await threadFor(db, c.req.param("id"), user.id);
      const { body } = await jsonBody(c, messageInput);
      await messageLimit(c, user.id);
      return c.json(
        await postMessage(db, mailer, access, user.id, body, env.INBOUND_MAIL_DOMAIN),
        201,
      );
    })
    .post("/:id/block", async (c) => {
      const user = requireUser(c);
      const access = await threadFor(db, c.req.param("id"), user.id);
      await safetyLimit(c, user.id);
      return c.json(await setBlocked(db, access, true));
    })
    .delete("/:id/block", async (c) => {
      const user = requireUser(c);
      const access = await threadFor(db, c.req.param("id"), user.id);
      await safetyLimit(c, user.id);
      return c.json(await setBlocked(db, access, false));
    })
    .post("/:id/report", async (c) => {
      const user = requireUser(c);
      const access = await threadFor(db, c.req.param("id"), user.id);
      const input = await jsonBody(c, reportInput);
      await safetyLimit(c, user.id);
      return c.json(await reportThread(db, access, user.id, input), 201);
    });
}

import { Hono } from "hono";
import type { DirectoryKind } from "@/shared/directory";
import { contactAgentSchema } from "@/shared/schemas/inquiries";
import type { AppDeps } from "../context";
import { INQUIRY_LIMIT } from "../inquiries/inquiries.routes";
import { loadSession, refuseUnverified } from "../platform/auth/session";
import type { AppBindings } from "../platform/context";
import { ApiError } from "../platform/http/errors";
import { withPlainText } from "../platform/http/plain-text";
import { createRateLimiter, enforceRateLimit } from "../platform/http/rate-limit";
import { jsonBody } from "../platform/http/validate";
import { sendDirectoryMessage } from "./messages.service";

/** The Contact form of both directories: the Contact Agent form's fields and cleaning. */
const contactInput = withPlainText(contactAgentSchema, ["message"]);

const NOT_FOUND: Record<DirectoryKind, string> = {
  realtor: "Realtor not found",
  photographer: "Photographer not found",
};

/**
 * POST /:id/messages for one directory. Sign-in is optional (the sender is recorded when signed
 * in); each client address may send as many messages as it may send Contact Agent messages.
 */
export function contactRoutes(
  { auth, db, mailer, limits }: Pick<AppDeps, "auth" | "db" | "mailer" | "limits">,
  kind: DirectoryKind,
) {
  const limiter = createRateLimiter(limits, "directory-contact", INQUIRY_LIMIT);
  return new Hono<AppBindings>().post("/:id/messages", loadSession(auth), async (c) => {
    const sender = c.get("user");
    refuseUnverified(sender);
    const input = await jsonBody(c, contactInput);
    await enforceRateLimit(c, limiter, c.get("clientIp"), "Too many messages.");
    const message = await sendDirectoryMessage(
      db,
      mailer,
      kind,
      c.req.param("id"),
      sender?.id ?? null,
      input,
    );
    if (!message) throw ApiError.notFound(NOT_FOUND[kind]);
    return c.json(message, 201);
  });
}

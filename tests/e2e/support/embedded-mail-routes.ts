import { Hono } from "hono";
import type { AppDeps } from "../../../src/server/context";
import { createAppMailer } from "../../../src/server/notifications/app-mailer";
import type { MailJob } from "../../../src/server/platform/mail/mailer";
import { createMailTransport } from "../../../src/server/platform/mail/transport";

/**
 * The e2e server sends its e-mail through an SMTP sink (serve.ts), and the Outbox keeps no body
 * of what went through SMTP. POST /__e2e/embedded-mail { kind, to, props } sends one message the
 * way `npm start` does without SMTP_URL (an .eml in DATA_DIR/mail, kept for the Outbox), through
 * the app's own mailer and templates, so a journey can read a kept message there.
 */
export function embeddedMailRoutes(deps: Pick<AppDeps, "env" | "db" | "jobs">, secret: string) {
  const mailer = createAppMailer({
    env: deps.env,
    db: deps.db,
    jobs: deps.jobs,
    transport: createMailTransport({ DATA_DIR: deps.env.DATA_DIR, SMTP_URL: undefined }),
    secret,
  });
  return new Hono().post("/", async (c) => {
    await mailer.deliver(await c.req.json<MailJob>());
    return c.body(null, 204);
  });
}

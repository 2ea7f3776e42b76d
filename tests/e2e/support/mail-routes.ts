import { Hono } from "hono";
import type { SmtpSink } from "../../setup/smtp-sink";

/**
 * What the e2e server's SMTP sink received, for journeys that follow e-mailed links:
 * GET /__e2e/mail?to=…&subject=… waits for the first matching message and answers it as JSON;
 * GET /__e2e/mail/count?to=… says how many arrived for an address so far.
 */
export function mailRoutes(smtp: SmtpSink) {
  return new Hono()
    .get("/count", (c) => {
      const to = (c.req.query("to") ?? "").toLowerCase();
      return c.json({ count: smtp.messages.filter((mail) => mail.to === to).length });
    })
    .get("/", async (c) => {
      const to = c.req.query("to") ?? "";
      const subject = c.req.query("subject");
      try {
        return c.json(await smtp.waitFor(to, subject ? new RegExp(subject, "i") : undefined));
      } catch (error) {
        return c.json({ error: String(error) }, 404);
      }
    });
}

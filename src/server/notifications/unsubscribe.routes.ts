import { Hono } from "hono";
import { unsubscribedMessage } from "@/shared/unsubscribe";
import type { AppDeps } from "../context";
import type { AppBindings } from "../platform/context";
import { ApiError } from "../platform/http/errors";
import { describeUnsubscribeLink, unsubscribeByLink } from "./unsubscribe.service";

/** The one path the origin guard lets through (see app.ts). */
export const ONE_CLICK_UNSUBSCRIBE_PATH = "/api/email/unsubscribe";

/**
 * POST /api/email/unsubscribe?topic&subject&token: RFC 8058's one-click unsubscribe, which a mail
 * client posts with the body "List-Unsubscribe=One-Click" and no cookies. The signed query is
 * the whole authority, so there is no session to check and the body is not needed.
 */
export function unsubscribeRoutes(deps: Pick<AppDeps, "db" | "mailer">) {
  return (
    new Hono<AppBindings>()
      .post("/unsubscribe", async (c) => {
        const link = await unsubscribeByLink(deps, new URL(c.req.url).searchParams);
        if (!link.valid) throw new ApiError("BAD_REQUEST", link.message);
        const { topic, turnsOff } = link;
        return c.json({ topic, turnsOff, message: unsubscribedMessage(turnsOff) });
      })
      // What a link would turn off, for the page that asks the reader to confirm; changes nothing.
      .get("/unsubscribe-link", async (c) => {
        const link = await describeUnsubscribeLink(deps, new URL(c.req.url).searchParams);
        if (!link.valid) throw new ApiError("BAD_REQUEST", link.message);
        return c.json(link);
      })
      // A client without RFC 8058 opens the header's address in a browser: it gets the page and
      // its button, never a change, since link scanners open addresses too.
      .get("/unsubscribe", (c) => c.redirect(`/unsubscribe${new URL(c.req.url).search}`, 303))
  );
}

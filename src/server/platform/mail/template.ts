import type { ReactElement } from "react";
import type { Database } from "../db/client";
import type { UnsubscribeTarget } from "./unsubscribe-token";

/** The site a message speaks for: its current name (site settings) and absolute links. */
export interface SiteLinks {
  name: string;
  url(path: string): string;
}

/**
 * Who a kind of e-mail may reach, checked by the mailer when it is queued and again when it is
 * sent, so an address confirmed or an account suspended in between counts too.
 * - "requested": the direct answer to what the reader just did (a link, a warning about their own
 *   account), whatever the state of the account: they need it to act.
 * - "member": anything else sent to an account: only to a confirmed address of an account that is
 *   not suspended, so signing up a stranger's address cannot bring them mail.
 * - "standing": the account's own suspension or reinstatement: a confirmed address, suspended or
 *   not, since telling a suspended member why is the point.
 * - "subscriber": the blog's newsletter, to an address confirmed by its own double opt-in.
 * - "invited": a member's invitation to an address that may have no account yet: any address but
 *   a suspended account's (the sending route limits how many a member may send).
 */
export type MailAudience = "requested" | "member" | "standing" | "subscriber" | "invited";

/** One kind of e-mail: its subject, its body inside the common layout, and who may opt out. */
export interface MailTemplate<P> {
  audience: MailAudience;
  subject(props: P, site: SiteLinks): string;
  body(props: P, site: SiteLinks): ReactElement;
  /**
   * Unset for a direct answer to something the reader just did (a reset link, a verification);
   * set, the message carries the one-click unsubscribe headers and a link to the preferences.
   */
  unsubscribe?(props: P): UnsubscribeTarget;
  /**
   * Who the reader's Reply reaches, when that is someone else than the site (a member's message);
   * undefined leaves it to the sender.
   */
  replyTo?(props: P): { name: string; address: string } | undefined;
  /**
   * Files drawn at send time from what the props name (a job carries JSON, not bytes), e.g. a
   * tour's invitation from its id; none when what they name is gone.
   */
  attachments?(props: P, db: Database): Promise<MailAttachment[]>;
}

interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export const defineTemplate = <P>(template: MailTemplate<P>) => template;

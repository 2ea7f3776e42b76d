/** The admins' Outbox: every e-mail the app sent, and its job queue's state. */

export const OUTBOX_PAGE_SIZE = 20;

/** "file": written to DATA_DIR/mail (no SMTP_URL), the message kept; "smtp": handed to a server. */
type MailTransportKind = "file" | "smtp";

/** One row of the Outbox list. */
export interface OutboxRow {
  id: string;
  recipient: string;
  subject: string;
  /** The template that made it, e.g. "password-reset". */
  kind: string;
  transport: MailTransportKind;
  /** ISO time. */
  sentAt: string;
}

/**
 * One message as sent. `html` and `text` are null when it went through SMTP: a reset or sign-in
 * link in it is for its reader only, so it is not kept.
 */
export interface OutboxMessage extends OutboxRow {
  html: string | null;
  text: string | null;
}

/** Background jobs by state, over every queue (pg-boss's live and archived jobs). */
export interface JobCounts {
  queued: number;
  active: number;
  failed: number;
  done: number;
}

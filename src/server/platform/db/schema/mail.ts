import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { textLimits } from "./limits";

/**
 * Every e-mail the app sent, for the admins' Outbox. The message itself is kept only
 * when it went to DATA_DIR/mail (no SMTP_URL): through a real server it may carry a sign-in or
 * reset link that no one but the reader should see.
 */
export const sentEmails = pgTable(
  "sent_emails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    /** The template that made it, e.g. "password-reset". */
    kind: text("kind").notNull(),
    /** "file" (DATA_DIR/mail) or "smtp". */
    transport: text("transport").notNull(),
    html: text("html"),
    text: text("text"),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("sent_emails_sent_at_idx").on(table.sentAt.desc()),
    // Written only by the mailer; generous room for a long digest's HTML.
    ...textLimits("sent_emails", {
      recipient: 254,
      subject: 500,
      kind: 50,
      transport: 10,
      html: 1_000_000,
      text: 500_000,
    }),
  ],
);

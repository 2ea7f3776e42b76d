import { count, desc, eq } from "drizzle-orm";
import { OUTBOX_PAGE_SIZE, type OutboxMessage, type OutboxRow } from "@/shared/admin-outbox";
import type { AdminPage } from "@/shared/admin-users";
import type { Database } from "../platform/db/client";
import { sentEmails } from "../platform/db/schema";
import { isUuid } from "../properties/ids";

const rowColumns = {
  id: sentEmails.id,
  recipient: sentEmails.recipient,
  subject: sentEmails.subject,
  kind: sentEmails.kind,
  transport: sentEmails.transport,
  sentAt: sentEmails.sentAt,
};

type StoredRow = Omit<OutboxRow, "transport" | "sentAt"> & { transport: string; sentAt: Date };

const toRow = (row: StoredRow): OutboxRow => ({
  ...row,
  transport: row.transport === "smtp" ? "smtp" : "file",
  sentAt: row.sentAt.toISOString(),
});

/** GET /api/admin/outbox: one page of sent e-mail, newest first (the id breaks ties stably). */
export async function listSentEmails(db: Database, page: number): Promise<AdminPage<OutboxRow>> {
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(sentEmails)
      .orderBy(desc(sentEmails.sentAt), desc(sentEmails.id))
      .limit(OUTBOX_PAGE_SIZE)
      .offset((page - 1) * OUTBOX_PAGE_SIZE),
    db.select({ n: count() }).from(sentEmails),
  ]);
  const n = total?.n ?? 0;
  return { items: rows.map(toRow), page, pageCount: Math.ceil(n / OUTBOX_PAGE_SIZE), total: n };
}

/** GET /api/admin/outbox/:id: the message with its HTML and text when they were kept. */
export async function getSentEmail(db: Database, id: string): Promise<OutboxMessage | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ ...rowColumns, html: sentEmails.html, text: sentEmails.text })
    .from(sentEmails)
    .where(eq(sentEmails.id, id));
  if (!row) return null;
  const { html, text, ...rest } = row;
  return { ...toRow(rest), html, text };
}

import { count, desc, eq, ilike, or, sql } from "drizzle-orm";
import { OUTBOX_PAGE_SIZE, type OutboxMessage, type OutboxRow } from "@/shared/admin-outbox";
import type { AdminPage } from "@/shared/admin-users";
import type { Database } from "../platform/db/client";
import { escapeLike } from "../platform/db/like";
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

/**
 * GET /api/admin/outbox: one page of sent e-mail, newest first (the id breaks ties stably); with
 * `q`, only messages whose recipient or subject contains it.
 */
export async function listSentEmails(
  db: Database,
  page: number,
  q?: string,
): Promise<AdminPage<OutboxRow>> {
  const pattern = q ? `%${escapeLike(q)}%` : undefined;
  const matching = pattern
    ? or(ilike(sentEmails.recipient, pattern), ilike(sentEmails.subject, pattern))
    : undefined;
  // The page and its total from one statement: mail is sent while the list is read, and two
  // statements could count a message the page does not hold.
  const rows = await db
    .select({ ...rowColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(sentEmails)
    .where(matching)
    .orderBy(desc(sentEmails.sentAt), desc(sentEmails.id))
    .limit(OUTBOX_PAGE_SIZE)
    .offset((page - 1) * OUTBOX_PAGE_SIZE);
  // A page past the end has no row to carry the total: counted on its own.
  const n =
    rows[0]?.total ??
    (page > 1
      ? ((await db.select({ n: count() }).from(sentEmails).where(matching))[0]?.n ?? 0)
      : 0);
  return {
    items: rows.map(({ total: _total, ...row }) => toRow(row)),
    page,
    pageCount: Math.ceil(n / OUTBOX_PAGE_SIZE),
    total: n,
  };
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

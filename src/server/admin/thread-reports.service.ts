import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  ADMIN_REPORTS_PAGE_SIZE,
  REPORT_EXCERPT_MESSAGES,
  type ThreadReport,
  type ThreadReportList,
} from "@/shared/conversations";
import type { ThreadReportListQuery } from "@/shared/schemas/conversations";
import type { Database } from "../platform/db/client";
import {
  conversationMessages,
  conversations,
  properties,
  threadReports,
  user,
} from "../platform/db/schema";
import { ApiError } from "../platform/http/errors";
import { isUuid } from "../properties/ids";
import { nameOrEmailPrefix } from "../users/display-name";
import { recordActivity } from "./activity.service";

const reporter = alias(user, "reporter");
const realtor = alias(user, "realtor");

/** The last messages of each thread, oldest first, with their senders' names. */
async function excerpts(db: Database, threadIds: string[]) {
  if (threadIds.length === 0) return new Map<string, ThreadReport["excerpt"]>();
  const ranked = db
    .select({
      conversationId: conversationMessages.conversationId,
      body: conversationMessages.body,
      at: conversationMessages.createdAt,
      senderName: user.name,
      senderEmail: user.email,
      rank: sql<number>`row_number() over (partition by ${conversationMessages.conversationId} order by ${conversationMessages.createdAt} desc)`.as(
        "rank",
      ),
    })
    .from(conversationMessages)
    .innerJoin(user, eq(user.id, conversationMessages.senderId))
    .where(inArray(conversationMessages.conversationId, threadIds))
    .as("ranked");
  const rows = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${REPORT_EXCERPT_MESSAGES}`)
    .orderBy(asc(ranked.at));
  const byThread = new Map<string, ThreadReport["excerpt"]>();
  for (const row of rows) {
    const list = byThread.get(row.conversationId) ?? [];
    list.push({
      senderName: nameOrEmailPrefix({ name: row.senderName, email: row.senderEmail }),
      body: row.body,
      at: row.at.toISOString(),
    });
    byThread.set(row.conversationId, list);
  }
  return byThread;
}

/** The back office's reports, newest first, one page, each with the end of its thread. */
export async function listThreadReports(
  db: Database,
  { status, page }: ThreadReportListQuery,
): Promise<ThreadReportList> {
  const where = eq(threadReports.status, status);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        report: threadReports,
        reporterName: reporter.name,
        reporterEmail: reporter.email,
        realtorId: realtor.id,
        realtorName: realtor.name,
        realtorEmail: realtor.email,
        listingTitle: properties.title,
      })
      .from(threadReports)
      .innerJoin(conversations, eq(conversations.id, threadReports.conversationId))
      .innerJoin(reporter, eq(reporter.id, threadReports.reporterId))
      .innerJoin(realtor, eq(realtor.id, conversations.realtorId))
      .leftJoin(properties, eq(properties.id, conversations.propertyId))
      .where(where)
      .orderBy(desc(threadReports.createdAt), desc(threadReports.id))
      .limit(ADMIN_REPORTS_PAGE_SIZE)
      .offset((page - 1) * ADMIN_REPORTS_PAGE_SIZE),
    db.select({ total: count() }).from(threadReports).where(where),
  ]);
  const quoted = await excerpts(
    db,
    rows.map((row) => row.report.conversationId),
  );
  const total = totals?.total ?? 0;
  return {
    items: rows.map(({ report, ...row }) => ({
      id: report.id,
      conversationId: report.conversationId,
      reason: report.reason,
      status: report.status as ThreadReport["status"],
      createdAt: report.createdAt.toISOString(),
      resolvedAt: report.resolvedAt?.toISOString() ?? null,
      reporter: {
        id: report.reporterId,
        name: nameOrEmailPrefix({ name: row.reporterName, email: row.reporterEmail }),
      },
      realtor: {
        id: row.realtorId,
        name: nameOrEmailPrefix({ name: row.realtorName, email: row.realtorEmail }),
      },
      listingTitle: row.listingTitle,
      excerpt: quoted.get(report.conversationId) ?? [],
    })),
    page,
    pageCount: Math.ceil(total / ADMIN_REPORTS_PAGE_SIZE),
    total,
  };
}

/** Marks a report resolved, logged as the admin's action in the same transaction; 404 if none. */
export async function resolveThreadReport(db: Database, adminId: string, id: string) {
  if (!isUuid(id)) throw ApiError.notFound("Report not found");
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(threadReports)
      .set({ status: "resolved", resolvedBy: adminId, resolvedAt: sql`now()` })
      .where(and(eq(threadReports.id, id), eq(threadReports.status, "open")))
      .returning();
    if (!row) {
      const [existing] = await tx
        .select({ id: threadReports.id, status: threadReports.status })
        .from(threadReports)
        .where(eq(threadReports.id, id));
      if (!existing) throw ApiError.notFound("Report not found");
      return { id, status: "resolved" as const };
    }
    await recordActivity(tx, {
      adminId,
      action: "thread_report_resolved",
      targetType: "thread_report",
      targetId: row.id,
      details: { reason: row.reason, conversationId: row.conversationId },
    });
    return { id, status: "resolved" as const };
  });
}

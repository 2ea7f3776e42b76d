import { and, eq } from "drizzle-orm";
import { CONVERSATION_MESSAGES } from "@/shared/conversations";
import type { ThreadReportInput } from "@/shared/schemas/conversations";
import type { Database } from "../platform/db/client";
import { realtorBlocks, threadReports } from "../platform/db/schema";
import { ApiError } from "../platform/http/errors";
import { requireSide, type ThreadAccess } from "./thread-access";

/**
 * The realtor blocks or unblocks the thread's member: while blocked, the member can open no new
 * thread, send no message and request or accept no tour with this realtor (any listing).
 * 403 for the member side.
 */
export async function setBlocked(
  db: Database,
  access: ThreadAccess,
  blocked: boolean,
): Promise<{ blocked: boolean }> {
  requireSide(access, "realtor");
  const { realtorId, memberId } = access.thread;
  if (!memberId) throw ApiError.conflict(CONVERSATION_MESSAGES.guestNotBlockable);
  const pair = { realtorId, memberId };
  if (blocked) {
    await db.insert(realtorBlocks).values(pair).onConflictDoNothing();
  } else {
    await db
      .delete(realtorBlocks)
      .where(
        and(eq(realtorBlocks.realtorId, pair.realtorId), eq(realtorBlocks.memberId, pair.memberId)),
      );
  }
  return { blocked };
}

/** The member reports the thread to the back office; 403 for the realtor side. */
export async function reportThread(
  db: Database,
  access: ThreadAccess,
  reporterId: string,
  input: ThreadReportInput,
): Promise<{ id: string }> {
  requireSide(access, "member");
  const [row] = await db
    .insert(threadReports)
    .values({ conversationId: access.thread.id, reporterId, reason: input.reason })
    .returning({ id: threadReports.id });
  if (!row) throw new Error("reportThread: nothing inserted");
  return row;
}

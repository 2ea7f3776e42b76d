import { type SQL, sql } from "drizzle-orm";
import { conversationMessages, conversations } from "../platform/db/schema";

/**
 * A message (joined with its thread) that `viewerId` has not read: the other side's, after the
 * viewer's own read mark on that thread. The viewer's side is read per row, so one query serves
 * threads where they are the member and threads where they are the realtor.
 */
export function unreadBy(viewerId: string): SQL {
  return sql`${conversationMessages.senderId} is distinct from ${viewerId} and ${conversationMessages.createdAt} > coalesce(case when ${conversations.memberId} = ${viewerId} then ${conversations.memberReadAt} else ${conversations.realtorReadAt} end, '-infinity'::timestamptz)`;
}

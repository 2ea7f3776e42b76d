import type { CollectionRole } from "@/shared/collections";

/** The rules of a shared collection that need no database, so they are tested on their own. */

export interface MemberRow {
  userId: string;
  role: CollectionRole;
  joinedAt: Date;
}

/**
 * Who takes over when the owner leaves: the member who joined first (ties by id, so every
 * server picks the same one); null when the owner was alone, and the collection goes with them.
 */
export function successor(members: readonly MemberRow[], leavingId: string): MemberRow | null {
  const rest = members.filter((member) => member.userId !== leavingId);
  rest.sort(
    (a, b) => a.joinedAt.getTime() - b.joinedAt.getTime() || (a.userId < b.userId ? -1 : 1),
  );
  return rest[0] ?? null;
}

export interface InviteRow {
  email: string;
  expiresAt: Date;
  acceptedBy: string | null;
}

export type InviteCheck = "ok" | "already-joined" | "gone" | "other-address";

/**
 * Whether `account` may take up an invitation. The link is bound to the address it was sent to,
 * so a forwarded link cannot let a stranger read the collection's notes; taking it up twice
 * changes nothing.
 */
export function checkInvite(
  invite: InviteRow,
  account: { id: string; email: string },
  now: Date,
): InviteCheck {
  if (invite.acceptedBy === account.id) return "already-joined";
  if (invite.acceptedBy !== null || invite.expiresAt.getTime() <= now.getTime()) return "gone";
  if (normalEmail(invite.email) !== normalEmail(account.email)) return "other-address";
  return "ok";
}

export const normalEmail = (email: string) => email.trim().toLowerCase();

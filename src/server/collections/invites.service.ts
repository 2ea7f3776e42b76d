import { and, count, eq, isNull } from "drizzle-orm";
import {
  type AcceptedInvite,
  COLLECTIONS_PER_MEMBER_MAX,
  type CollectionInvite,
  collectionJoinPath,
  INVITE_DAYS,
  MEMBERS_PER_COLLECTION_MAX,
} from "@/shared/collections";
import type { AppMailer } from "../notifications/events";
import type { Database } from "../platform/db/client";
import { collectionInvites, collectionMembers, collections, user } from "../platform/db/schema";
import { ApiError } from "../platform/http/errors";
import { isUuid } from "../properties/ids";
import { lockAccount, touch } from "./collections.service";
import { pendingInvites } from "./detail.service";
import { hashInviteToken, newInviteToken } from "./invite-token";
import { checkInvite, normalEmail } from "./rules";

const DAY = 86_400_000;
const expiryFormat = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

async function memberCount(db: Database, collectionId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(collectionMembers)
    .where(eq(collectionMembers.collectionId, collectionId));
  return row?.n ?? 0;
}

const fullMessage = `A collection has at most ${MEMBERS_PER_COLLECTION_MAX} members.`;

/**
 * Invites an address: a member already there is a 409; an open invitation to it is renewed
 * with a new link (the old one stops working). The e-mail is queued in the same transaction.
 */
export async function inviteToCollection(
  db: Database,
  mailer: AppMailer,
  collectionId: string,
  inviter: { id: string; name: string },
  rawEmail: string,
): Promise<CollectionInvite> {
  const email = normalEmail(rawEmail);
  const { token, hash } = newInviteToken();
  const expiresAt = new Date(Date.now() + INVITE_DAYS * DAY);
  const inviteId = await db.transaction(async (tx) => {
    const [collection] = await tx
      .select({ name: collections.name })
      .from(collections)
      .where(eq(collections.id, collectionId))
      .for("update");
    if (!collection) throw ApiError.notFound("No such collection");
    const [member] = await tx
      .select({ userId: collectionMembers.userId })
      .from(collectionMembers)
      .innerJoin(user, eq(user.id, collectionMembers.userId))
      .where(and(eq(collectionMembers.collectionId, collectionId), eq(user.email, email)));
    if (member) throw ApiError.conflict("That person is already a member of this collection.");
    const open = await pendingInvites(tx, collectionId);
    const renewing = open.some((invite) => invite.email === email);
    if (
      (await memberCount(tx, collectionId)) + open.length + (renewing ? 0 : 1) >
      MEMBERS_PER_COLLECTION_MAX
    )
      throw ApiError.conflict(fullMessage);
    // An expired or renewed invitation makes way for the new one.
    await tx
      .delete(collectionInvites)
      .where(
        and(
          eq(collectionInvites.collectionId, collectionId),
          eq(collectionInvites.email, email),
          isNull(collectionInvites.acceptedAt),
        ),
      );
    const [row] = await tx
      .insert(collectionInvites)
      .values({ collectionId, email, tokenHash: hash, invitedBy: inviter.id, expiresAt })
      .returning({ id: collectionInvites.id });
    if (!row) throw new Error("invitation not stored");
    await mailer.enqueue(
      "collection-invite",
      email,
      {
        inviterName: inviter.name,
        collectionName: collection.name,
        joinPath: collectionJoinPath(token),
        expiresOn: expiryFormat.format(expiresAt),
      },
      tx,
    );
    return row.id;
  });
  return { id: inviteId, email, invitedByName: inviter.name, expiresAt: expiresAt.toISOString() };
}

/** Withdraws an open invitation: its link stops working. */
export async function cancelInvite(db: Database, collectionId: string, inviteId: string) {
  if (!isUuid(inviteId)) throw ApiError.notFound("No such invitation");
  const removed = await db
    .delete(collectionInvites)
    .where(
      and(
        eq(collectionInvites.id, inviteId),
        eq(collectionInvites.collectionId, collectionId),
        isNull(collectionInvites.acceptedAt),
      ),
    )
    .returning({ id: collectionInvites.id });
  if (removed.length === 0) throw ApiError.notFound("No such invitation");
}

const goneMessage = "This invitation has expired or was already used. Ask for a new one.";

/**
 * Takes up an invitation by its link's token, as the signed-in account whose confirmed address
 * it was sent to. Taking it up again answers the same collection.
 */
export async function acceptInvite(
  db: Database,
  account: { id: string; email: string },
  token: string,
): Promise<AcceptedInvite> {
  return db.transaction(async (tx) => {
    const [invite] = await tx
      .select()
      .from(collectionInvites)
      .where(eq(collectionInvites.tokenHash, hashInviteToken(token)))
      .for("update");
    if (!invite) throw ApiError.notFound(goneMessage);
    const collectionId = invite.collectionId;
    const verdict = checkInvite(invite, account, new Date());
    if (verdict === "already-joined") return { collectionId };
    if (verdict === "gone") throw ApiError.notFound(goneMessage);
    if (verdict === "other-address")
      throw ApiError.forbidden(
        "This invitation was sent to another e-mail address. Sign in with that address to join.",
      );
    await tx
      .select({ id: collections.id })
      .from(collections)
      .where(eq(collections.id, collectionId))
      .for("update");
    await lockAccount(tx, account.id);
    const [already] = await tx
      .select({ userId: collectionMembers.userId })
      .from(collectionMembers)
      .where(
        and(
          eq(collectionMembers.collectionId, collectionId),
          eq(collectionMembers.userId, account.id),
        ),
      );
    if (!already) {
      if ((await memberCount(tx, collectionId)) >= MEMBERS_PER_COLLECTION_MAX)
        throw ApiError.conflict(fullMessage);
      const [held] = await tx
        .select({ n: count() })
        .from(collectionMembers)
        .where(eq(collectionMembers.userId, account.id));
      if ((held?.n ?? 0) >= COLLECTIONS_PER_MEMBER_MAX)
        throw ApiError.conflict(
          `You can keep at most ${COLLECTIONS_PER_MEMBER_MAX} collections. Leave one first.`,
        );
      await tx
        .insert(collectionMembers)
        .values({ collectionId, userId: account.id, role: "member" });
    }
    await tx
      .update(collectionInvites)
      .set({ acceptedBy: account.id, acceptedAt: new Date() })
      .where(eq(collectionInvites.id, invite.id));
    await touch(tx, collectionId);
    return { collectionId };
  });
}

import { LogOut, UserPlus, X } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { CollectionDetail } from "@/shared/collections";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { Button } from "@/web/components/ui/button";
import { notifyError, notifySuccess } from "@/web/lib/notify";
import { paths } from "@/web/lib/paths";
import { useCancelInvite, useInvite, useLeaveCollection } from "../api/collection-writes";
import { InviteDialog } from "./invite-dialog";

/** What leaving means for this member: an owner hands over, or takes the collection along. */
function leaveWords(collection: CollectionDetail, userId: string) {
  if (collection.role !== "owner")
    return "You will no longer see its homes and notes. Your notes stay for the others.";
  const heir = collection.members.find((member) => member.userId !== userId);
  return heir
    ? `${heir.name} becomes its owner. Your notes stay for the others.`
    : "You are its only member, so the collection will be deleted.";
}

/** Who shares the collection, who was invited, and the ways to invite or leave. */
export function MembersPanel({
  userId,
  collection,
}: {
  userId: string;
  collection: CollectionDetail;
}) {
  const invite = useInvite(userId, collection.id);
  const cancel = useCancelInvite(userId, collection.id);
  const leave = useLeaveCollection(userId, collection.id);
  const navigate = useNavigate();
  const [inviting, setInviting] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const confirmLeave = async () => {
    try {
      await leave.mutateAsync(undefined);
      notifySuccess("You left the collection", collection.name);
      navigate(paths.collections());
    } catch (error) {
      setLeaving(false);
      notifyError("Could not leave", error, "Please try again.");
    }
  };

  return (
    <section aria-labelledby="members-title" className="space-y-3 rounded-xl border p-4">
      <h2 id="members-title" className="font-semibold text-lg">
        Members
      </h2>
      <ul className="space-y-1">
        {collection.members.map((member) => (
          <li key={member.userId} className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-medium">
              {member.name}
              {member.userId === userId ? " (you)" : ""}
            </span>
            {member.role === "owner" ? (
              <span className="text-muted-foreground text-sm">Owner</span>
            ) : null}
          </li>
        ))}
      </ul>
      {collection.invites.length > 0 ? (
        <div>
          <h3 className="font-medium text-sm">Invited</h3>
          <ul className="mt-1 space-y-1">
            {collection.invites.map((pending) => (
              <li key={pending.id} className="flex items-center justify-between gap-2 text-sm">
                <span className="min-w-0 break-all text-muted-foreground">{pending.email}</span>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  disabled={cancel.isPending}
                  aria-label={`Cancel the invitation to ${pending.email}`}
                  onClick={() =>
                    cancel.mutateAsync(pending.id).catch((error: unknown) => {
                      notifyError("Invitation not cancelled", error, "Please try again.");
                    })
                  }
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2 pt-1">
        <Button type="button" size="sm" onClick={() => setInviting(true)}>
          <UserPlus aria-hidden="true" />
          Invite
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => setLeaving(true)}>
          <LogOut aria-hidden="true" />
          Leave collection
        </Button>
      </div>
      {inviting ? (
        <InviteDialog
          collectionName={collection.name}
          pending={collection.invites}
          invite={(email) => invite.mutateAsync(email)}
          onClose={() => setInviting(false)}
        />
      ) : null}
      {leaving ? (
        <ConfirmDialog
          title={`Leave ${collection.name}?`}
          description={leaveWords(collection, userId)}
          confirmLabel="Leave"
          pending={leave.isPending}
          onConfirm={() => void confirmLeave()}
          onCancel={() => setLeaving(false)}
        />
      ) : null}
    </section>
  );
}

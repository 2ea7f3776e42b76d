import { type AdminUserRow, SUSPEND_REASON_MAX } from "@/shared/admin-users";
import { suspendUserSchema } from "@/shared/schemas/admin-users";
import { ReasonDialog } from "@/web/components/reason-dialog";
import { notifySuccess } from "@/web/lib/notify";
import { useSuspendUser } from "../../api/suspend-user";

interface SuspendUserDialogProps {
  user: AdminUserRow;
  onClose: () => void;
}

/** Suspend User: asks for a reason, then ends the user's sessions and refuses their sign-in. */
export function SuspendUserDialog({ user, onClose }: SuspendUserDialogProps) {
  const suspend = useSuspendUser();
  return (
    <ReasonDialog
      title="Suspend User"
      description={`${user.name} will be signed out everywhere and cannot sign in until unsuspended.`}
      schema={suspendUserSchema}
      maxLength={SUSPEND_REASON_MAX}
      submitLabel="Suspend User"
      busyLabel="Suspending..."
      failureTitle={() => "Failed to suspend user"}
      onSubmit={async (reason) => {
        await suspend.mutateAsync({ id: user.id, reason });
        notifySuccess("User suspended", `${user.name} can no longer sign in.`);
        onClose();
      }}
      onClose={onClose}
    />
  );
}

import type { AdminUserRow } from "@/shared/admin-users";
import { ConfirmDeleteDialog } from "@/web/components/confirm-delete-dialog";
import { useDeleteAdminUser } from "../../api/delete-user";

interface DeleteUserDialogProps {
  user: AdminUserRow;
  onClose: () => void;
}

/** Delete User's confirmation: the account and its data go for good. */
export function DeleteUserDialog({ user, onClose }: DeleteUserDialogProps) {
  const remove = useDeleteAdminUser();
  return (
    <ConfirmDeleteDialog
      title="Are you absolutely sure?"
      description="This action cannot be undone. This will permanently delete the account and remove their data from our servers."
      subject={`${user.name} · ${user.email}`}
      confirmLabel="Delete User"
      onDelete={() => remove.mutateAsync(user.id)}
      success={{ title: "User deleted", description: `${user.name}'s account has been deleted.` }}
      failure={{ title: "Failed to delete user", description: "Please try again." }}
      onClose={onClose}
    />
  );
}

import type { MouseEvent } from "react";
import type { AdminUserRow } from "@/shared/admin-users";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/web/components/ui/alert-dialog";
import { notifyError, notifySuccess } from "@/web/lib/notify";
import { useDeleteAdminUser } from "../../api/delete-user";

interface DeleteUserDialogProps {
  user: AdminUserRow;
  onClose: () => void;
}

/** Delete User's confirmation (part 2 §2): the account and its data go for good. */
export function DeleteUserDialog({ user, onClose }: DeleteUserDialogProps) {
  const remove = useDeleteAdminUser();

  const confirm = async (event: MouseEvent) => {
    // Stay open while the request runs; close only when it is done.
    event.preventDefault();
    try {
      await remove.mutateAsync(user.id);
      notifySuccess("User deleted", `${user.name}'s account has been deleted.`);
      onClose();
    } catch (error) {
      notifyError("Failed to delete user", error, "Please try again.");
    }
  };

  return (
    <AlertDialog open onOpenChange={(open) => (open || remove.isPending ? undefined : onClose())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Are you absolutely sure?</AlertDialogTitle>
          <AlertDialogDescription>
            This action cannot be undone. This will permanently delete the account and remove their
            data from our servers.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <p className="break-all font-medium text-sm">
          {user.name} · {user.email}
        </p>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? "Deleting..." : "Delete User"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

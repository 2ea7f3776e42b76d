import type { MouseEvent } from "react";
import type { ManagedPropertyRow } from "@/shared/manage-properties";
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
import { useDeleteProperty } from "../api/delete-property";

interface DeletePropertyDialogProps {
  property: ManagedPropertyRow;
  onClose: () => void;
}

/** The delete confirmation (part 2 §2): the listing and its photos go for good. */
export function DeletePropertyDialog({ property, onClose }: DeletePropertyDialogProps) {
  const remove = useDeleteProperty();

  const confirm = async (event: MouseEvent) => {
    // Stay open while the request runs; close only when it is done.
    event.preventDefault();
    try {
      await remove.mutateAsync(property.id);
      notifySuccess("Property deleted", `${property.title} has been removed.`);
      onClose();
    } catch (error) {
      notifyError("Failed to delete property. Please try again.", error, "Please try again.");
    }
  };

  return (
    <AlertDialog open onOpenChange={(open) => (open || remove.isPending ? undefined : onClose())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this property?</AlertDialogTitle>
          <AlertDialogDescription>
            This action cannot be undone. The listing and all of its photos will be permanently
            deleted.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <p className="break-words font-medium text-sm">{property.title}</p>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? "Deleting..." : "Delete Property"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

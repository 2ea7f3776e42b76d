import type { MouseEvent } from "react";
import type { ManagedReel } from "@/shared/manage-reels";
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
import { useDeleteReel } from "../api/delete-reel";

interface DeleteReelDialogProps {
  reel: ManagedReel;
  onClose: () => void;
}

/** Delete's confirmation: the reel, its likes and comments, and its video go for good. */
export function DeleteReelDialog({ reel, onClose }: DeleteReelDialogProps) {
  const remove = useDeleteReel();

  const confirm = async (event: MouseEvent) => {
    // Stay open while the request runs; close only when it is done.
    event.preventDefault();
    try {
      await remove.mutateAsync(reel.id);
      notifySuccess("Reel deleted", `"${reel.title}" has been deleted.`);
      onClose();
    } catch (error) {
      notifyError("Failed to delete reel", error, "Please try again.");
    }
  };

  return (
    <AlertDialog open onOpenChange={(open) => (open || remove.isPending ? undefined : onClose())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this reel?</AlertDialogTitle>
          <AlertDialogDescription>
            This action cannot be undone. The video, its likes and its comments will be permanently
            deleted.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <p className="break-words font-medium text-sm">{reel.title}</p>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? "Deleting..." : "Delete Reel"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

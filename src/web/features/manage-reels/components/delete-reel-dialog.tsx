import type { ManagedReel } from "@/shared/manage-reels";
import { ConfirmDeleteDialog } from "@/web/components/confirm-delete-dialog";
import { useDeleteReel } from "../api/delete-reel";

interface DeleteReelDialogProps {
  reel: ManagedReel;
  onClose: () => void;
}

/** Delete's confirmation: the reel, its likes and comments, and its video go for good. */
export function DeleteReelDialog({ reel, onClose }: DeleteReelDialogProps) {
  const remove = useDeleteReel();
  return (
    <ConfirmDeleteDialog
      title="Delete this reel?"
      description="This action cannot be undone. The video, its likes and its comments will be permanently deleted."
      subject={reel.title}
      confirmLabel="Delete Reel"
      onDelete={() => remove.mutateAsync(reel.id)}
      success={{ title: "Reel deleted", description: `"${reel.title}" has been deleted.` }}
      failure={{ title: "Failed to delete reel", description: "Please try again." }}
      onClose={onClose}
    />
  );
}

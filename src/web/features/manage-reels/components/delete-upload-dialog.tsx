import type { ReelUploadState } from "@/shared/manage-reels";
import { ConfirmDeleteDialog } from "@/web/components/confirm-delete-dialog";
import { useDeleteReelUpload } from "../api/delete-reel-upload";

interface DeleteUploadDialogProps {
  upload: ReelUploadState;
  onClose: () => void;
}

/** Deleting an upload's confirmation: processing stops and the video is gone for good. */
export function DeleteUploadDialog({ upload, onClose }: DeleteUploadDialogProps) {
  const remove = useDeleteReelUpload();
  return (
    <ConfirmDeleteDialog
      title="Delete this upload?"
      description="This action cannot be undone. Processing stops and the uploaded video is permanently deleted."
      subject={upload.title}
      confirmLabel="Delete Upload"
      onDelete={() => remove.mutateAsync(upload.id)}
      success={{ title: "Upload deleted", description: `"${upload.title}" has been deleted.` }}
      failure={{ title: "Failed to delete upload", description: "Please try again." }}
      onClose={onClose}
    />
  );
}

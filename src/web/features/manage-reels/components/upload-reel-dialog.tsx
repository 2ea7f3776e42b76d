import { useState } from "react";
import type { ReelStorageUsage } from "@/shared/manage-reels";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { UploadProcessing } from "./upload-processing";
import { UploadReelForm } from "./upload-reel-form";

interface UploadReelDialogProps {
  /** The account's reel storage, when known: a video that cannot fit is refused before sending. */
  storage?: ReelStorageUsage | undefined;
  onClose: () => void;
}

/**
 * Upload Reel: the form while the video is chosen and sent, then its processing. It may close
 * while processing (the manager's list follows the upload), never while bytes are going out.
 */
export function UploadReelDialog({ storage, onClose }: UploadReelDialogProps) {
  const [uploadId, setUploadId] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  return (
    <Dialog open onOpenChange={(open) => (open || sending ? undefined : onClose())}>
      <DialogContent className="max-w-xl grid-cols-[minmax(0,1fr)]">
        <DialogHeader>
          <DialogTitle>Upload Reel</DialogTitle>
          <DialogDescription>
            An MP4, MOV or WebM video of up to 200 MB and 3 minutes. It is converted for phones and
            slow connections after upload.
          </DialogDescription>
        </DialogHeader>
        {uploadId ? (
          <UploadProcessing uploadId={uploadId} onClose={onClose} />
        ) : (
          <UploadReelForm
            storage={storage}
            onUploaded={(state) => setUploadId(state.id)}
            onSendingChange={setSending}
            onCancel={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

import { RotateCcw, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import type { ReelUploadState } from "@/shared/manage-reels";
import { Button } from "@/web/components/ui/button";
import { notifyError } from "@/web/lib/notify";
import { useRetryReelUpload } from "../api/retry-reel-upload";
import { DeleteUploadDialog } from "./delete-upload-dialog";
import { ProcessingProgress } from "./processing-progress";

interface ReelUploadsListProps {
  uploads: ReelUploadState[];
  /** Administrators see whose upload it is. */
  showAuthor: boolean;
}

/** "In progress": uploads still processing, or failed with their reason and a retry. */
export function ReelUploadsList({ uploads, showAuthor }: ReelUploadsListProps) {
  const headingId = useId();
  const retry = useRetryReelUpload();
  const [deleting, setDeleting] = useState<ReelUploadState | null>(null);
  if (uploads.length === 0) return null;

  const tryAgain = (upload: ReelUploadState) =>
    retry.mutate(upload.id, {
      onError: (error) => notifyError("Failed to retry", error, "Please try again."),
    });

  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-2">
      <h2 id={headingId} className="font-semibold text-base">
        In progress
      </h2>
      <ul className="grid gap-2">
        {uploads.map((upload) => (
          <li
            key={upload.id}
            className="grid min-w-0 gap-3 rounded-md border p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
          >
            <div className="grid min-w-0 gap-1">
              <p className="font-medium [overflow-wrap:anywhere]">{upload.title}</p>
              <p className="text-muted-foreground text-sm [overflow-wrap:anywhere]">
                {upload.property?.title ?? "No property"}
                {showAuthor ? ` · ${upload.author?.name ?? "Deleted user"}` : null}
              </p>
              {upload.status === "failed" ? (
                <p className="text-destructive text-sm">{upload.failure}</p>
              ) : (
                <ProcessingProgress upload={upload} />
              )}
            </div>
            <div className="flex flex-wrap gap-2 sm:justify-end">
              {upload.status === "failed" ? (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Try again: ${upload.title}`}
                  disabled={retry.isPending && retry.variables === upload.id}
                  onClick={() => tryAgain(upload)}
                >
                  <RotateCcw aria-hidden="true" />
                  Try again
                </Button>
              ) : null}
              <Button
                variant="outline"
                size="sm"
                aria-label={`Delete ${upload.title}`}
                className="text-destructive hover:text-destructive"
                onClick={() => setDeleting(upload)}
              >
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {deleting ? <DeleteUploadDialog upload={deleting} onClose={() => setDeleting(null)} /> : null}
    </section>
  );
}

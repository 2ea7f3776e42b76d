import { useId } from "react";
import { type ReelUploadState, reelUploadLabel } from "@/shared/manage-reels";

/** "Processing 45%" and the bar that draws it, named by those words for assistive technology. */
export function ProcessingProgress({
  upload,
}: {
  upload: Pick<ReelUploadState, "status" | "progress" | "failure">;
}) {
  const id = useId();
  const percent = Math.min(99, Math.max(0, Math.floor(upload.progress)));
  return (
    <div className="grid min-w-0 gap-1">
      <span id={id} className="text-sm tabular-nums">
        {reelUploadLabel(upload)}
      </span>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

import { ImageUp } from "lucide-react";
import { type Ref, useRef, useState } from "react";
import { Button } from "@/web/components/ui/button";
import { checkImageFile, IMAGE_ACCEPT } from "@/web/lib/image-file";
import { notifyError, notifySuccess } from "@/web/lib/notify";
import { useUploadPortfolioImage } from "../../api/upload-portfolio-image";

interface PortfolioUploadProps {
  userId: string;
  /** True when the portfolio holds its 12 images. */
  full: boolean;
  hintId: string;
  /** The Add Photo button, where the focus goes when the last photo is removed. */
  ref?: Ref<HTMLButtonElement>;
}

/** 'Add Photo': checks the file, uploads it with a progress bar and adds it at the end. */
export function PortfolioUpload({ userId, full, hintId, ref }: PortfolioUploadProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const { mutateAsync } = useUploadPortfolioImage(userId);
  const [progress, setProgress] = useState<number | null>(null);
  const busy = progress !== null;

  const pick = async (file: File | undefined) => {
    if (!file || busy || full) return;
    const problem = await checkImageFile(file);
    if (problem) {
      notifyError(problem.title, null, problem.message);
      return;
    }
    setProgress(0);
    try {
      await mutateAsync({ file, onProgress: setProgress });
      notifySuccess("Photo added", "It now appears in your portfolio.");
    } catch (error) {
      notifyError("Upload failed", error, "Your photo could not be uploaded. Please try again.");
    } finally {
      setProgress(null);
    }
  };

  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <div className="grid gap-2">
      <Button
        ref={ref}
        type="button"
        variant="outline"
        className="justify-self-start"
        // aria-disabled keeps the focus on the button while an upload runs.
        aria-disabled={busy || full || undefined}
        aria-describedby={hintId}
        onClick={() => {
          if (!busy && !full) inputRef.current?.click();
        }}
      >
        <ImageUp aria-hidden="true" />
        {busy ? "Uploading..." : "Add Photo"}
      </Button>
      {percent !== null ? (
        <div
          role="progressbar"
          aria-label="Uploading photo"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 w-full max-w-sm overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
        </div>
      ) : null}
      <input
        ref={inputRef}
        type="file"
        accept={IMAGE_ACCEPT}
        aria-label="Choose a portfolio photo"
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          void pick(event.target.files?.[0]);
          // Choosing the same file again must fire change again.
          event.target.value = "";
        }}
      />
    </div>
  );
}

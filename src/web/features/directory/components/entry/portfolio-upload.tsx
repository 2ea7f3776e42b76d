import { ImageUp } from "lucide-react";
import { type Ref, useRef, useState } from "react";
import { Button } from "@/web/components/ui/button";
import { checkImageFile, IMAGE_ACCEPT } from "@/web/lib/image-file";
import { notifyError, notifySuccess } from "@/web/lib/notify";
import { useUploadPortfolioImage } from "../../api/upload-portfolio-image";

interface PortfolioUploadProps {
  userId: string;
  /** How many more photos the portfolio takes (it holds 12). */
  room: number;
  hintId: string;
  /** The Add Photos button, where the focus goes when the last photo is removed. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * 'Add Photos': several at once, as listings take them. Each file is checked,
 * then they upload one after another with a progress bar and are added at the end; files past
 * the portfolio's room are left out, and it says so.
 */
export function PortfolioUpload({ userId, room, hintId, ref }: PortfolioUploadProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const { mutateAsync } = useUploadPortfolioImage(userId);
  const [upload, setUpload] = useState<{ index: number; total: number; progress: number } | null>(
    null,
  );
  const busy = upload !== null;
  const full = room <= 0;

  const pick = async (files: File[]) => {
    if (files.length === 0 || busy || full) return;
    const taken = files.slice(0, room);
    if (files.length > room) {
      notifyError(
        "Portfolio full",
        null,
        `Your portfolio has room for ${room} more ${room === 1 ? "photo" : "photos"}; the rest were left out.`,
      );
    }
    let added = 0;
    for (const [index, file] of taken.entries()) {
      const problem = await checkImageFile(file);
      if (problem) {
        notifyError(problem.title, null, `${file.name}: ${problem.message}`);
        continue;
      }
      setUpload({ index, total: taken.length, progress: 0 });
      try {
        await mutateAsync({
          file,
          onProgress: (progress) => setUpload({ index, total: taken.length, progress }),
        });
        added++;
      } catch (error) {
        notifyError(
          "Upload failed",
          error,
          `${file.name} could not be uploaded. Please try again.`,
        );
      }
    }
    setUpload(null);
    if (added > 0) {
      notifySuccess(
        added === 1 ? "Photo added" : `${added} photos added`,
        "They now appear in your portfolio.",
      );
    }
  };

  const percent = upload === null ? null : Math.round(upload.progress * 100);
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
        {upload ? `Uploading ${upload.index + 1} of ${upload.total}...` : "Add Photos"}
      </Button>
      {percent !== null ? (
        <div
          role="progressbar"
          aria-label={`Uploading photo ${(upload?.index ?? 0) + 1} of ${upload?.total ?? 1}`}
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
        multiple
        aria-label="Choose portfolio photos"
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          void pick([...(event.target.files ?? [])]);
          // Choosing the same file again must fire change again.
          event.target.value = "";
        }}
      />
    </div>
  );
}

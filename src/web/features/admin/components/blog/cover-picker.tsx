import { ImagePlus, Trash2 } from "lucide-react";
import { type ChangeEvent, useId, useRef } from "react";
import { Button } from "@/web/components/ui/button";
import { checkImageFile, IMAGE_ACCEPT } from "@/web/lib/image-file";
import { notifyError } from "@/web/lib/notify";

interface CoverPreview {
  src: string;
  srcSet?: string;
  width?: number;
  height?: number;
}

interface CoverPickerProps {
  preview: CoverPreview | null;
  /** Upload progress from 0 to 1, or null when nothing is uploading. */
  progress: number | null;
  busy: boolean;
  /** A checked image file was chosen. */
  onFile: (file: File) => void;
  onRemove: () => void;
}

/** The post's cover image: what it is now, and the buttons to choose another or remove it. */
export function CoverPicker({ preview, progress, busy, onFile, onRemove }: CoverPickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const problem = await checkImageFile(file);
    if (problem) return notifyError(problem.title, new Error(problem.message), problem.message);
    onFile(file);
  };

  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 font-medium text-sm">Cover image</legend>
      {preview ? (
        <img
          src={preview.src}
          srcSet={preview.srcSet}
          sizes="320px"
          width={preview.width}
          height={preview.height}
          alt="Current cover"
          className="h-auto w-full max-w-xs rounded-md border"
        />
      ) : (
        <p className="text-muted-foreground text-sm">No cover: the blog shows its default image.</p>
      )}
      {progress !== null ? (
        <progress
          aria-label="Cover upload"
          value={Math.round(progress * 100)}
          max={100}
          className="w-full max-w-xs"
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        <input
          ref={input}
          id={id}
          type="file"
          accept={IMAGE_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={pick}
        />
        <Button
          type="button"
          variant="outline"
          disabled={busy}
          onClick={() => input.current?.click()}
        >
          <ImagePlus aria-hidden="true" />
          {progress !== null ? "Uploading..." : preview ? "Replace cover" : "Upload cover"}
        </Button>
        {preview ? (
          <Button type="button" variant="ghost" disabled={busy} onClick={onRemove}>
            <Trash2 aria-hidden="true" />
            Remove cover
          </Button>
        ) : null}
      </div>
    </fieldset>
  );
}

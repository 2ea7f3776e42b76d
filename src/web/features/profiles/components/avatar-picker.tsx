import { ImageUp, Trash2, Undo2 } from "lucide-react";
import { type DragEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "@/web/components/ui/button";
import { UserAvatar } from "@/web/components/user-avatar";
import { cn } from "@/web/lib/cn";
import { checkImageFile, IMAGE_ACCEPT } from "@/web/lib/image-file";
import { notifyError } from "@/web/lib/notify";
import type { AvatarChange } from "../api/use-save-profile";

interface AvatarPickerProps {
  name: string;
  currentUrl: string | null;
  change: AvatarChange;
  onChange: (change: AvatarChange) => void;
  disabled?: boolean;
  /** The upload's share sent (0 to 1) while saving, else null. */
  progress: number | null;
  /** The server's reason for refusing the last upload. */
  error?: string;
}

/** A local preview of the chosen file, released when it is replaced or the picker goes away. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/**
 * The edit form's avatar: choose (button or drag and drop), preview, Remove. Files are checked
 * here as well as on the server, so a wrong file is refused before anything is sent.
 */
export function AvatarPicker({
  name,
  currentUrl,
  change,
  onChange,
  disabled = false,
  progress,
  error,
}: AvatarPickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const previewUrl = usePreviewUrl(change.kind === "upload" ? change.file : null);
  const shownUrl =
    change.kind === "upload" ? previewUrl : change.kind === "remove" ? null : currentUrl;

  const pick = async (file: File | undefined) => {
    if (!file || disabled) return;
    const problem = await checkImageFile(file);
    if (problem) {
      notifyError(problem.title, null, problem.message);
      return;
    }
    onChange({ kind: "upload", file });
  };

  const onDrop = (event: DragEvent<HTMLFieldSetElement>) => {
    event.preventDefault();
    setDragging(false);
    void pick(event.dataTransfer.files[0]);
  };

  const canRemove = change.kind === "upload" || (change.kind === "keep" && currentUrl !== null);
  const percent = progress === null ? null : Math.round(progress * 100);

  return (
    // Not a button: the Choose button is the keyboard path, dropping a file is extra.
    <fieldset
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn(
        "flex min-w-0 flex-col items-center gap-4 rounded-xl border-2 border-dashed p-4 text-center sm:flex-row sm:text-left",
        dragging ? "border-primary bg-accent/40" : "border-border",
      )}
    >
      <legend className="sr-only">Profile photo</legend>
      <UserAvatar name={name} imageUrl={shownUrl} className="size-20 text-2xl" />
      <div className="grid min-w-0 flex-1 gap-2">
        <p id={hintId} className="text-muted-foreground text-sm">
          Drag and drop an image here, or choose one. JPEG, PNG, WebP or GIF, up to 5MB.
        </p>
        <div className="flex flex-wrap justify-center gap-2 sm:justify-start">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={disabled}
            aria-describedby={hintId}
            onClick={() => inputRef.current?.click()}
          >
            <ImageUp aria-hidden="true" />
            {shownUrl ? "Change Photo" : "Upload Photo"}
          </Button>
          {canRemove ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={disabled}
              onClick={() =>
                onChange(change.kind === "upload" ? { kind: "keep" } : { kind: "remove" })
              }
            >
              <Trash2 aria-hidden="true" />
              Remove
            </Button>
          ) : null}
          {change.kind === "remove" ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={disabled}
              onClick={() => onChange({ kind: "keep" })}
            >
              <Undo2 aria-hidden="true" />
              Keep Photo
            </Button>
          ) : null}
        </div>
        {change.kind === "upload" ? (
          <p className="truncate text-sm">Selected: {change.file.name}</p>
        ) : change.kind === "remove" ? (
          <p className="text-sm">Your photo will be removed when you save.</p>
        ) : null}
        {percent !== null ? (
          <div
            role="progressbar"
            aria-label="Uploading photo"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 w-full overflow-hidden rounded-full bg-muted"
          >
            <div
              className="h-full bg-primary transition-[width]"
              style={{ width: `${percent}%` }}
            />
          </div>
        ) : null}
        {error ? <p className="text-destructive text-sm">{error}</p> : null}
      </div>
      <input
        ref={inputRef}
        type="file"
        accept={IMAGE_ACCEPT}
        aria-label="Choose a profile photo"
        className="sr-only"
        tabIndex={-1}
        disabled={disabled}
        onChange={(event) => {
          void pick(event.target.files?.[0]);
          // Choosing the same file again must fire change again.
          event.target.value = "";
        }}
      />
    </fieldset>
  );
}

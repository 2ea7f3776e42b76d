import { ImagePlus } from "lucide-react";
import { type DragEvent, useId, useRef, useState } from "react";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";
import { PhotoTile } from "./photo-tile";
import type { PhotosController } from "./use-photos";

interface PhotosFieldProps {
  controller: PhotosController;
  /** 'At least one image is required', a running upload, or the server's issue on images. */
  message: string | null;
}

/** Photos of the dialog: choose or drop several, then order, label, pick a cover. */
export function PhotosField({ controller, message }: PhotosFieldProps) {
  const inputId = useId();
  const messageId = useId();
  const coverGroup = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [dragging, setDragging] = useState<string | null>(null);
  const { photos } = controller;

  // Files dropped from outside; dragging a tile inside the grid is a reorder, not an upload.
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (dragging) return;
    void controller.add([...event.dataTransfer.files]);
  };

  return (
    // Files may be dropped anywhere on the field; the button is the keyboard's way in.
    <fieldset
      className="grid gap-3"
      aria-describedby={message ? messageId : undefined}
      onDragOver={(event) => {
        if (dragging) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <legend className="mb-2 font-medium text-sm">Photos</legend>
      <div
        className={cn(
          "flex flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed p-6 text-center text-sm",
          over && "border-primary bg-accent",
        )}
      >
        <ImagePlus aria-hidden="true" className="size-8 text-muted-foreground" />
        <p>Drop photos here, or</p>
        <Button type="button" variant="outline" size="sm" onClick={() => input.current?.click()}>
          Choose photos
        </Button>
        <p className="text-muted-foreground text-xs">JPEG, PNG, WebP or GIF, up to 10MB each.</p>
        <input
          ref={input}
          id={inputId}
          type="file"
          aria-label="Add photos"
          // The button above opens it; the input itself stays out of the tab order.
          tabIndex={-1}
          accept="image/*"
          multiple
          className="sr-only"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            // Cleared so choosing the same file again (after removing it) fires a change.
            event.target.value = "";
            void controller.add(files);
          }}
        />
      </div>
      {photos.length > 0 ? (
        <ul aria-label="Photos" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {photos.map((photo, index) => (
            <PhotoTile
              key={photo.key}
              photo={photo}
              index={index}
              count={photos.length}
              coverGroup={coverGroup}
              controller={controller}
              dragging={dragging}
              onDragging={setDragging}
            />
          ))}
        </ul>
      ) : null}
      {message ? (
        <p id={messageId} className="text-destructive text-sm" aria-live="polite">
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}

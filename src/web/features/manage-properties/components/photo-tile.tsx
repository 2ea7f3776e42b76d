import { ArrowLeft, ArrowRight, GripVertical, ImageOff, RotateCw, Trash2 } from "lucide-react";
import { useId } from "react";
import { PROPERTY_IMAGE_LABEL_MAX } from "@/shared/manage-properties";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { cn } from "@/web/lib/cn";
import type { Photo } from "../photo-list";
import { FocusPicker } from "./focus-picker";
import type { PhotosController } from "./use-photos";

interface PhotoTileProps {
  photo: Photo;
  index: number;
  count: number;
  /** The radio group shared by every tile: exactly one cover. */
  coverGroup: string;
  controller: PhotosController;
  dragging: string | null;
  onDragging: (key: string | null) => void;
}

/**
 * One photo of the form's grid: preview, progress or error, cover, label, focal point (a click on
 * the preview, or the sliders), order, remove.
 */
export function PhotoTile({
  photo,
  index,
  count,
  coverGroup,
  controller,
  dragging,
  onDragging,
}: PhotoTileProps) {
  const labelId = useId();
  const name = `Photo ${index + 1}`;
  const uploading = photo.kind === "new" && photo.status === "uploading";
  const failed = photo.kind === "new" && photo.status === "failed";
  // The server's resized image once uploaded; until then the file's name and its progress.
  const src = photo.image?.src;

  return (
    <li
      aria-label={name}
      onDragOver={(event) => {
        if (dragging && dragging !== photo.key) event.preventDefault();
      }}
      onDrop={(event) => {
        event.preventDefault();
        if (dragging) controller.moveTo(dragging, photo.key);
        onDragging(null);
      }}
      className={cn(
        "grid gap-2 rounded-lg border bg-card p-2",
        photo.isCover && "border-primary ring-1 ring-primary",
        failed && "border-destructive",
        dragging === photo.key && "opacity-50",
      )}
    >
      {/* The picture is the drag handle: the label field stays free for selecting text. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: pointer dragging only; the keyboard has Move earlier / Move later. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the pointer's shortcut; the keyboard has the focal point's sliders. */}
      <div
        draggable
        title="Drag to reorder"
        onDragStart={(event) => {
          event.dataTransfer.effectAllowed = "move";
          event.dataTransfer.setData("text/plain", photo.key);
          onDragging(photo.key);
        }}
        onDragEnd={() => onDragging(null)}
        // A click (not a drag) on the preview puts the focal point there.
        onClick={(event) => {
          if (!src) return;
          const box = event.currentTarget.getBoundingClientRect();
          const fraction = (value: number) =>
            Math.min(1, Math.max(0, Math.round(value * 100) / 100));
          controller.focus(photo.key, {
            x: fraction((event.clientX - box.left) / box.width),
            y: fraction((event.clientY - box.top) / box.height),
          });
        }}
        className="relative aspect-[4/3] cursor-grab overflow-hidden rounded-md bg-muted"
      >
        {src ? (
          <img
            src={src}
            srcSet={photo.image?.srcSet}
            sizes="200px"
            width={photo.image?.width}
            height={photo.image?.height}
            alt={photo.label || name}
            draggable={false}
            className="size-full object-cover"
            style={
              photo.focus
                ? { objectPosition: `${photo.focus.x * 100}% ${photo.focus.y * 100}%` }
                : undefined
            }
          />
        ) : (
          <ImageOff
            aria-hidden="true"
            className="absolute inset-0 m-auto size-8 text-muted-foreground"
          />
        )}
        {photo.focus ? (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute size-3 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-primary shadow"
            style={{ left: `${photo.focus.x * 100}%`, top: `${photo.focus.y * 100}%` }}
          />
        ) : null}
        <GripVertical
          aria-hidden="true"
          className="absolute top-1 left-1 size-5 rounded bg-background/80 p-0.5"
        />
        {uploading ? (
          <div className="absolute inset-x-2 bottom-2">
            <progress
              className="h-2 w-full accent-primary"
              max={100}
              value={Math.round(photo.progress * 100)}
              aria-label={`Uploading ${photo.file?.name ?? name}`}
            />
          </div>
        ) : null}
      </div>
      {failed ? (
        <div role="alert" className="grid gap-2 text-destructive text-xs">
          <p className="break-words">{photo.error}</p>
          <Button type="button" variant="outline" size="sm" onClick={() => controller.retry(photo)}>
            <RotateCw aria-hidden="true" />
            Retry
          </Button>
        </div>
      ) : null}
      <label className="flex items-center gap-2 text-sm">
        <input
          type="radio"
          name={coverGroup}
          checked={photo.isCover}
          onChange={() => controller.setCover(photo.key)}
          className="size-4 accent-primary"
          aria-label={`Cover: ${name}`}
        />
        Cover
      </label>
      <label htmlFor={labelId} className="sr-only">
        {`Label for ${name}`}
      </label>
      <Input
        id={labelId}
        value={photo.label}
        maxLength={PROPERTY_IMAGE_LABEL_MAX}
        placeholder="Label (optional)"
        onChange={(event) => controller.relabel(photo.key, event.target.value)}
        className="h-8 text-xs"
      />
      {src ? (
        <FocusPicker
          name={name}
          focus={photo.focus}
          onChange={(focus) => controller.focus(photo.key, focus)}
        />
      ) : null}
      <div className="flex items-center justify-between gap-1">
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={`Move ${name} earlier`}
          disabled={index === 0}
          onClick={() => controller.move(photo.key, -1)}
        >
          <ArrowLeft aria-hidden="true" />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={`Move ${name} later`}
          disabled={index === count - 1}
          onClick={() => controller.move(photo.key, 1)}
        >
          <ArrowRight aria-hidden="true" />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-8 text-destructive"
          aria-label={`Remove ${name}`}
          onClick={() => controller.remove(photo.key)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

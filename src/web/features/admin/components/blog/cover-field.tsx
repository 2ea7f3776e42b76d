import { ImagePlus, Trash2 } from "lucide-react";
import { type ChangeEvent, useId, useRef, useState } from "react";
import type { ResponsiveImage } from "@/shared/properties";
import { Button } from "@/web/components/ui/button";
import { checkImageFile, IMAGE_ACCEPT } from "@/web/lib/image-file";
import { notifyError, notifySuccess } from "@/web/lib/notify";
import { useRemoveBlogCover, useUploadBlogCover } from "../../api/blog-post-actions";

interface CoverFieldProps {
  postId: string;
  cover: ResponsiveImage | null;
}

/**
 * An existing post's cover, which /blog shows on its card and page. It is saved at once (resized
 * on the server into the responsive sizes), apart from the form's Save.
 */
export function CoverField({ postId, cover: initial }: CoverFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [cover, setCover] = useState(initial);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadBlogCover();
  const remove = useRemoveBlogCover();
  const busy = upload.isPending || remove.isPending;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const problem = await checkImageFile(file);
    if (problem) return notifyError(problem.title, new Error(problem.message), problem.message);
    setProgress(0);
    upload.mutate(
      { id: postId, file, onProgress: setProgress },
      {
        onSuccess: (post) => {
          setCover(post.cover);
          notifySuccess("Cover updated", "The new cover shows on the blog.");
        },
        onError: (error) => notifyError("Failed to save post.", error, "Please try again."),
        onSettled: () => setProgress(null),
      },
    );
  };

  const onRemove = () =>
    remove.mutate(postId, {
      onSuccess: () => setCover(null),
      onError: (error) => notifyError("Failed to save post.", error, "Please try again."),
    });

  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 font-medium text-sm">Cover image</legend>
      {cover ? (
        <img
          src={cover.src}
          srcSet={cover.srcSet}
          sizes="320px"
          width={cover.width}
          height={cover.height}
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
          onChange={onFile}
        />
        <Button
          type="button"
          variant="outline"
          disabled={busy}
          onClick={() => input.current?.click()}
        >
          <ImagePlus aria-hidden="true" />
          {upload.isPending ? "Uploading..." : cover ? "Replace cover" : "Upload cover"}
        </Button>
        {cover ? (
          <Button type="button" variant="ghost" disabled={busy} onClick={onRemove}>
            <Trash2 aria-hidden="true" />
            Remove cover
          </Button>
        ) : null}
      </div>
    </fieldset>
  );
}

import { useState } from "react";
import type { ResponsiveImage } from "@/shared/properties";
import { notifyError, notifySuccess } from "@/web/lib/notify";
import { useRemoveBlogCover, useUploadBlogCover } from "../../api/blog-post-actions";
import { CoverPicker } from "./cover-picker";

interface CoverFieldProps {
  postId: string;
  cover: ResponsiveImage | null;
}

/**
 * An existing post's cover, which /blog shows on its card and page. It is saved at once (resized
 * on the server into the responsive sizes), apart from the form's Save.
 */
export function CoverField({ postId, cover: initial }: CoverFieldProps) {
  const [cover, setCover] = useState(initial);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadBlogCover();
  const remove = useRemoveBlogCover();

  const onFile = (file: File) => {
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
    <CoverPicker
      preview={cover}
      progress={progress}
      busy={upload.isPending || remove.isPending}
      onFile={onFile}
      onRemove={onRemove}
    />
  );
}

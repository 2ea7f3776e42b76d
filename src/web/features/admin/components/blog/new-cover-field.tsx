import { useEffect, useState } from "react";
import { CoverPicker } from "./cover-picker";

interface NewCoverFieldProps {
  file: File | null;
  onChange: (file: File | null) => void;
  /** Upload progress once the new post is saved and its cover goes up. */
  progress: number | null;
}

/**
 * A new post's cover: chosen before the post exists, shown from the file, and
 * uploaded by the dialog right after the post is created.
 */
export function NewCoverField({ file, onChange, progress }: NewCoverFieldProps) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setSrc(null);
    const url = URL.createObjectURL(file);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return (
    <CoverPicker
      preview={src ? { src } : null}
      progress={progress}
      busy={progress !== null}
      onFile={onChange}
      onRemove={() => onChange(null)}
    />
  );
}

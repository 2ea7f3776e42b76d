import { useId } from "react";

/** The upload's real progress; once every byte is sent the server still checks and stores it. */
export function UploadProgress({ fraction }: { fraction: number }) {
  const id = useId();
  const percent = Math.round(fraction * 100);
  const saving = fraction >= 1;
  return (
    <div className="grid gap-1" aria-live="polite">
      <label htmlFor={id} className="text-sm">
        {saving ? "Saving the video..." : `Uploading ${percent}%`}
      </label>
      <progress
        id={id}
        max={100}
        value={saving ? undefined : percent}
        className="h-2 w-full overflow-hidden rounded-full accent-primary"
      />
    </div>
  );
}

import { useId, useState } from "react";
import { REEL_CAPTIONS_MAX_CHARS } from "@/shared/manage-reels";
import { reelUploadFieldsSchema } from "@/shared/schemas/manage-reels";
import { Label } from "@/web/components/ui/label";
import { Textarea } from "@/web/components/ui/textarea";

/** What the caption file input offers; the server reads WebVTT and SRT. */
const CAPTIONS_ACCEPT = ".vtt,.srt,text/vtt";

interface CaptionsFieldProps {
  /** A caption file's text or typed lines; "" for none. */
  value: string;
  onChange: (text: string) => void;
  legend: string;
  error?: string | undefined;
  disabled?: boolean;
}

/** The shared schema's word on a caption text: its message, or null when it may be sent. */
function captionsProblem(text: string): string | null {
  const result = reelUploadFieldsSchema.shape.captions.safeParse(text);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/**
 * Captions as a .vtt or .srt file or typed lines. A chosen file's text lands in the box, so what
 * will be sent is always on screen and can be corrected before sending.
 */
export function CaptionsField({ value, onChange, legend, error, disabled }: CaptionsFieldProps) {
  const id = useId();
  const [fileError, setFileError] = useState<string | null>(null);

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    const text = await file.text();
    const problem = captionsProblem(text);
    setFileError(problem);
    if (!problem) onChange(text);
  };

  const shownError = fileError ?? error;
  return (
    <fieldset className="grid min-w-0 gap-2" disabled={disabled}>
      <legend className="mb-2 font-medium text-sm">{legend}</legend>
      <Label htmlFor={`${id}-file`}>Caption file (.vtt or .srt)</Label>
      <input
        id={`${id}-file`}
        type="file"
        accept={CAPTIONS_ACCEPT}
        onChange={(event) => void readFile(event.target.files?.[0])}
        className="w-full text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5"
      />
      <Label htmlFor={`${id}-text`}>Type captions, one line each</Label>
      <Textarea
        id={`${id}-text`}
        value={value}
        rows={4}
        maxLength={REEL_CAPTIONS_MAX_CHARS}
        onChange={(event) => {
          setFileError(null);
          onChange(event.target.value);
        }}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={`${id}-hint${shownError ? ` ${id}-error` : ""}`}
        className="min-h-20"
      />
      <p id={`${id}-hint`} className="text-muted-foreground text-sm">
        Typed lines are spread evenly over the video. A chosen file's text shows here.
      </p>
      {shownError ? (
        <p id={`${id}-error`} role="alert" className="text-destructive text-sm">
          {shownError}
        </p>
      ) : null}
    </fieldset>
  );
}

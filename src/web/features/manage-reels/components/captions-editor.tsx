import { useId } from "react";
import type { ReelCaptions } from "@/shared/reels";
import { Label } from "@/web/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/web/components/ui/radio-group";
import { CaptionsField } from "./captions-field";

export type CaptionsChange =
  | { kind: "keep" }
  | { kind: "replace"; text: string }
  | { kind: "remove" };

/** The PATCH's `captions`: left out to keep them (or when no new text was given), null to remove. */
export function captionsPatch(change: CaptionsChange): string | null | undefined {
  if (change.kind === "remove") return null;
  if (change.kind === "replace" && change.text.trim()) return change.text;
  return undefined;
}

interface CaptionsEditorProps {
  current: ReelCaptions | null;
  value: CaptionsChange;
  onChange: (change: CaptionsChange) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/** A reel's captions in the edit dialog: added when it has none, else kept, replaced or removed. */
export function CaptionsEditor({ current, value, onChange, error, disabled }: CaptionsEditorProps) {
  const id = useId();
  const text = value.kind === "replace" ? value.text : "";
  const field = (legend: string) => (
    <CaptionsField
      legend={legend}
      value={text}
      onChange={(next) => onChange({ kind: "replace", text: next })}
      error={error}
      disabled={disabled}
    />
  );
  if (!current) return field("Captions (optional)");

  const options = [
    { kind: "keep", label: `Keep the current captions (${current.label})` },
    { kind: "replace", label: "Replace them" },
    { kind: "remove", label: "Remove them" },
  ] as const;
  return (
    <fieldset className="grid min-w-0 gap-3" disabled={disabled}>
      <legend className="mb-2 font-medium text-sm">Captions</legend>
      <RadioGroup
        value={value.kind}
        onValueChange={(kind) =>
          onChange(kind === "replace" ? { kind, text: "" } : { kind: kind as "keep" | "remove" })
        }
        className="grid gap-2"
        aria-label="Captions"
      >
        {options.map((option) => (
          <div key={option.kind} className="flex items-center gap-2">
            <RadioGroupItem id={`${id}-${option.kind}`} value={option.kind} />
            <Label htmlFor={`${id}-${option.kind}`}>{option.label}</Label>
          </div>
        ))}
      </RadioGroup>
      {value.kind === "replace" ? field("New captions") : null}
    </fieldset>
  );
}

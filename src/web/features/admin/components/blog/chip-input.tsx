import { X } from "lucide-react";
import { type KeyboardEvent, useState } from "react";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";

interface ChipInputProps {
  id: string;
  /** What one value is called, e.g. "tag": used in the remove buttons' names. */
  noun: string;
  values: string[];
  onChange: (values: string[]) => void;
  placeholder: string;
  maxLength: number;
  describedBy?: string;
  /** The input's accessible name when no <label> points at it. */
  inputLabel?: string;
}

/**
 * Values as removable chips; Enter, a comma or Add adds what was typed (trimmed; blanks and
 * duplicates in any case ignored).
 */
export function ChipInput({
  id,
  noun,
  values,
  onChange,
  placeholder,
  maxLength,
  describedBy,
  inputLabel,
}: ChipInputProps) {
  const [draft, setDraft] = useState("");

  const add = () => {
    const value = draft.trim();
    setDraft("");
    if (!value || values.some((existing) => existing.toLowerCase() === value.toLowerCase())) return;
    onChange([...values, value]);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      add();
    }
    if (event.key === "Backspace" && draft === "" && values.length > 0)
      onChange(values.slice(0, -1));
  };

  return (
    <div className="grid gap-2">
      {values.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={`Selected ${noun}s`}>
          {values.map((value) => (
            <li
              key={value}
              className="inline-flex items-center gap-1 rounded-full bg-secondary py-0.5 pr-0.5 pl-2.5 text-secondary-foreground text-xs"
            >
              {value}
              <button
                type="button"
                aria-label={`Remove ${noun} ${value}`}
                className="rounded-full p-1 hover:bg-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                onClick={() => onChange(values.filter((existing) => existing !== value))}
              >
                <X aria-hidden="true" className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          maxLength={maxLength}
          placeholder={placeholder}
          aria-describedby={describedBy}
          aria-label={inputLabel}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="button" variant="outline" onClick={add}>
          Add
        </Button>
      </div>
    </div>
  );
}

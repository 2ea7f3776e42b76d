import { useId, useState } from "react";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { rangeReversed } from "../../search-state";

export interface RangeEnd {
  /** The query key the field submits under, e.g. "minSqft". */
  name: string;
  label: string;
  /** The number typed, or undefined when the field is empty (that end is open). */
  value: number | undefined;
}

interface RangeFieldsProps {
  legend: string;
  /** The legend is for screen readers only (a group inside a fieldset that says it already). */
  legendHidden?: boolean;
  min: RangeEnd;
  max: RangeEnd;
  onChange: (min: number | undefined, max: number | undefined) => void;
  /** Said under the fields when the minimum is above the maximum. */
  reversedMessage: string;
  /** The fields' step: 1 for whole numbers, "any" for fractions (acres). */
  step?: 1 | "any";
  /** Say a reversed range even before a field was left (Apply was refused). */
  checked?: boolean;
  /** Shown in place of an empty field, e.g. "No min". */
  placeholders?: [string, string];
}

/** The number a field holds, or undefined when it is empty or not a number. */
function typedNumber(text: string): number | undefined {
  if (text.trim() === "") return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * Two number fields for a range, either left empty for an open end, submitted under their query
 * keys (so a GET form sends them before the scripts run). A minimum above the maximum is said in
 * words under the fields when a field is left so, or Apply was refused, and both are marked
 * invalid.
 */
export function RangeFields({
  legend,
  legendHidden = false,
  min,
  max,
  onChange,
  reversedMessage,
  step = 1,
  checked = false,
  placeholders = ["No min", "No max"],
}: RangeFieldsProps) {
  const id = useId();
  // Whether the range was the wrong way round when a field was last left: the message waits
  // for that, so it does not flash up while a number is still being typed.
  const [reversedOnLeaving, setReversedOnLeaving] = useState(false);
  // What is typed, kept as typed ("1." on the way to "1.5"); the numbers go to onChange.
  const [texts, setTexts] = useState(() => [min.value, max.value].map((v) => v?.toString() ?? ""));
  const reversed = rangeReversed(min.value, max.value);
  const shown = reversed && (reversedOnLeaving || checked);
  const messageId = `${id}-message`;
  const field = (end: RangeEnd, index: 0 | 1) => (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-${end.name}`}>{end.label}</Label>
      <Input
        id={`${id}-${end.name}`}
        type="number"
        name={end.name}
        inputMode={step === "any" ? "decimal" : "numeric"}
        min={0}
        step={step}
        placeholder={placeholders[index]}
        value={texts[index]}
        aria-invalid={shown || undefined}
        aria-describedby={shown ? messageId : undefined}
        onBlur={() => setReversedOnLeaving(reversed)}
        onChange={(event) => {
          const text = event.target.value;
          setTexts((current) =>
            index === 0 ? [text, current[1] ?? ""] : [current[0] ?? "", text],
          );
          const value = typedNumber(text);
          onChange(index === 0 ? value : min.value, index === 1 ? value : max.value);
        }}
      />
    </div>
  );
  return (
    <fieldset className="grid gap-2">
      <legend className={legendHidden ? "sr-only" : "mb-2 font-medium text-sm"}>{legend}</legend>
      <div className="grid grid-cols-2 gap-3">
        {field(min, 0)}
        {field(max, 1)}
      </div>
      {shown ? (
        <p id={messageId} role="alert" className="text-destructive text-sm">
          {reversedMessage}
        </p>
      ) : null}
    </fieldset>
  );
}

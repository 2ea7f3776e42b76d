import { type ComponentProps, useId } from "react";
import { Label } from "@/web/components/ui/label";
import { NativeSelect } from "@/web/components/ui/native-select";

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends ComponentProps<"select"> {
  label: string;
  options: readonly SelectOption[];
  error?: string;
}

/** A labelled native select with its error message wired up for screen readers. */
export function SelectField({ label, options, error, id, ...selectProps }: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={selectId}>{label}</Label>
      <NativeSelect
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="w-full"
        {...selectProps}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      {error ? (
        <p id={errorId} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

import { type ComponentProps, useId } from "react";
import { Input } from "./input";
import { Label } from "./label";

interface TextFieldProps extends ComponentProps<"input"> {
  label: string;
  /** The validation message under the field; also marks the input invalid. */
  error?: string;
}

/** A labelled input with its error message wired up for screen readers. */
export function TextField({ label, error, id, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...inputProps}
      />
      {error ? (
        <p id={errorId} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

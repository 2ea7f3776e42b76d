import { type ComponentProps, useId } from "react";
import { Input } from "./input";
import { Label } from "./label";

interface TextFieldProps extends ComponentProps<"input"> {
  label: string;
  /** A short line under the field saying what a value (or none) does. */
  hint?: string;
  /** The validation message under the field; also marks the input invalid. */
  error?: string;
}

/** A labelled input with its hint and error message wired up for screen readers. */
export function TextField({ label, hint, error, id, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...inputProps}
      />
      {hint ? (
        <p id={hintId} className="text-muted-foreground text-sm">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

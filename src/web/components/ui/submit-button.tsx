import { LoaderCircle } from "lucide-react";
import { Button, type ButtonProps } from "./button";

interface SubmitButtonProps extends ButtonProps {
  busy: boolean;
  /** The label while busy, e.g. "Signing in...". */
  busyLabel: string;
}

/** A button that says what it is doing and cannot be pressed twice. */
export function SubmitButton({ busy, busyLabel, children, disabled, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={busy || disabled} aria-busy={busy || undefined} {...props}>
      {busy ? (
        <>
          <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}

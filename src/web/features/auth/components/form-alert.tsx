import { CircleAlert } from "lucide-react";
import { useEffect, useRef } from "react";

export interface FormAlertMessage {
  title: string;
  text: string;
}

/**
 * Why the server refused the form, shown at the form rather than in a far corner, and focused
 * when it appears so a screen reader and a phone's keyboard both land on it.
 */
export function FormAlert({ message }: { message: FormAlertMessage | undefined }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) box.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <div
      ref={box}
      role="alert"
      tabIndex={-1}
      className="flex gap-2 rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm focus-visible:outline-2 focus-visible:outline-ring"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
      <div className="grid gap-0.5">
        <p className="font-medium">{message.title}</p>
        <p>{message.text}</p>
      </div>
    </div>
  );
}

import { useEffect } from "react";
import { Button } from "@/web/components/ui/button";
import { errorMessage } from "@/web/lib/api-client";
import { notifyError } from "@/web/lib/notify";

interface LoadErrorProps {
  error: unknown;
  /** The documented failure text, e.g. 'Failed to load users'. */
  title: string;
  onRetry: () => void;
}

/** A failed table load: the toast once, and an inline message with Try again. */
export function LoadError({ error, title, onRetry }: LoadErrorProps) {
  useEffect(() => {
    notifyError(title, error, title);
  }, [error, title]);
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-destructive/50 p-4 text-sm"
    >
      <p className="text-destructive">{errorMessage(error, title)}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

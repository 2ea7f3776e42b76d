import { AlertCircle } from "lucide-react";
import { Button } from "@/web/components/ui/button";

interface LoadErrorProps {
  title: string;
  description: string;
  onRetry: () => void;
}

/** A section that could not be read, with a way to try again. */
export function LoadError({ title, description, onRetry }: LoadErrorProps) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-start gap-3 rounded-lg border border-destructive/50 p-4"
    >
      <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
      <div className="min-w-0 flex-1">
        <p className="font-medium">{title}</p>
        <p className="text-muted-foreground text-sm">{description}</p>
      </div>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

import { LoaderCircle } from "lucide-react";

/** A spinner with a spoken label, for waits that have no page shape to sketch. */
export function LoadingIndicator({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-3 py-20 text-muted-foreground"
    >
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin motion-reduce:animate-none" />
      <span>{label}</span>
    </div>
  );
}

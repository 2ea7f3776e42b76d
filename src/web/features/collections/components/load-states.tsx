import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";

/** Placeholder rows while a collection list or page loads, announced once. */
export function CollectionsLoading({ label }: { label: string }) {
  return (
    <div role="status" className="grid gap-3">
      <span className="sr-only">{label}</span>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} aria-hidden="true" className="h-20 rounded-xl" />
      ))}
    </div>
  );
}

/** A failed read, with the way to ask again. */
export function CollectionsError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-xl border p-10 text-center"
    >
      <p>{message}</p>
      <Button type="button" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

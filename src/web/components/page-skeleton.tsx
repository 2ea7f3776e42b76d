import { Skeleton } from "@/web/components/ui/skeleton";

/** Shown while a page's code or the session loads. */
export function PageSkeleton({ label = "Loading page" }: { label?: string }) {
  return (
    <div role="status" className="mx-auto w-full max-w-5xl space-y-6 px-4 py-10">
      <span className="sr-only">{label}</span>
      <Skeleton className="rounded-md h-9 w-2/3 max-w-md" />
      <Skeleton className="rounded-md h-5 w-full max-w-xl" />
      <div className="grid gap-4 sm:grid-cols-3">
        <Skeleton className="rounded-md h-40" />
        <Skeleton className="rounded-md h-40" />
        <Skeleton className="rounded-md h-40" />
      </div>
    </div>
  );
}

import { Skeleton } from "@/web/components/ui/skeleton";

/** Where the reviews will be, while they load. */
export function ReviewsSkeleton() {
  return (
    <div className="space-y-3" aria-hidden="true">
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-20 w-full" />
    </div>
  );
}

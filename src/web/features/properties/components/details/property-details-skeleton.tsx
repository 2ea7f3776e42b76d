import { Skeleton } from "@/web/components/ui/skeleton";

/** The detail page's shape while the listing loads. */
export function PropertyDetailsSkeleton() {
  return (
    <div role="status" className="mx-auto w-full max-w-7xl space-y-6 px-4 py-6 md:py-8">
      <span className="sr-only">Loading property</span>
      <Skeleton className="h-5 w-32 rounded-md" />
      <div className="space-y-3">
        <Skeleton className="h-9 w-2/3 max-w-xl rounded-md" />
        <Skeleton className="h-5 w-1/2 max-w-md rounded-md" />
        <div className="flex gap-2">
          <Skeleton className="h-7 w-20 rounded-full" />
          <Skeleton className="h-7 w-24 rounded-full" />
          <Skeleton className="h-7 w-28 rounded-full" />
        </div>
      </div>
      <Skeleton className="aspect-[4/3] w-full rounded-xl md:aspect-auto md:h-[28rem]" />
      <div className="grid gap-8 lg:grid-cols-3">
        <Skeleton className="h-64 rounded-xl lg:col-span-2" />
        <Skeleton className="h-64 rounded-xl" />
      </div>
    </div>
  );
}

import { Card, CardContent } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";

/** The profile's shape while the session loads: header, details and actions. */
export function ProfileSkeleton() {
  return (
    <Card role="status">
      <span className="sr-only">Loading profile</span>
      <CardContent className="flex flex-col items-center gap-6 p-6 sm:flex-row">
        <Skeleton className="size-20 rounded-full" />
        <div className="flex w-full flex-1 flex-col items-center gap-3 sm:items-start">
          <Skeleton className="h-7 w-48 rounded-md" />
          <Skeleton className="h-5 w-32 rounded-md" />
          <Skeleton className="h-5 w-64 max-w-full rounded-md" />
        </div>
      </CardContent>
      <div className="grid gap-4 border-t p-6">
        <Skeleton className="h-5 w-40 rounded-md" />
        <Skeleton className="h-5 w-56 rounded-md" />
        <Skeleton className="h-16 w-full rounded-md" />
      </div>
      <div className="flex flex-col gap-3 border-t p-6 sm:flex-row sm:justify-end">
        <Skeleton className="h-10 w-full rounded-md sm:w-52" />
        <Skeleton className="h-10 w-full rounded-md sm:w-28" />
      </div>
    </Card>
  );
}

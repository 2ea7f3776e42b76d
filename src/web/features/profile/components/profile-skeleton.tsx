import { Card, CardContent } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";

export function ProfileSkeleton() {
  return (
    <Card role="status">
      <span className="sr-only">Loading profile</span>
      <CardContent className="flex flex-col items-center gap-6 p-6 sm:flex-row">
        <Skeleton className="size-20 rounded-full" />
        <div className="w-full flex-1 space-y-3">
          <Skeleton className="rounded-md h-7 w-48" />
          <Skeleton className="rounded-md h-5 w-32" />
          <Skeleton className="rounded-md h-5 w-64" />
        </div>
      </CardContent>
    </Card>
  );
}

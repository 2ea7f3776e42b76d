import type { LucideIcon } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Card } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";

interface StatCardProps {
  title: string;
  icon: LucideIcon;
  /** The figure; undefined while loading, null when it could not be read. */
  value: number | null | undefined;
  /** A link under the figure, e.g. to the matching tab. */
  action?: ReactNode;
}

/** One overview card: a title, a live figure and where to go for more. */
export function StatCard({ title, icon: Icon, value, action }: StatCardProps) {
  const titleId = useId();
  return (
    <Card role="group" aria-labelledby={titleId} className="flex flex-col gap-3 p-5">
      <div className="flex items-center justify-between gap-3">
        <h3 id={titleId} className="font-medium text-muted-foreground text-sm">
          {title}
        </h3>
        <Icon aria-hidden="true" className="size-5 text-muted-foreground" />
      </div>
      {value === undefined ? (
        <Skeleton className="h-9 w-16 rounded-md" />
      ) : (
        <p className="font-bold text-3xl tabular-nums">
          {value === null ? (
            <>
              <span aria-hidden="true">—</span>
              <span className="sr-only">Not available</span>
            </>
          ) : (
            value.toLocaleString()
          )}
        </p>
      )}
      {action ? <div className="mt-auto text-sm">{action}</div> : null}
    </Card>
  );
}

import type { LucideIcon } from "lucide-react";
import { useId } from "react";
import type { AdminTimeframe, StatCard } from "@/shared/admin-overview";
import { Card } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { cn } from "@/web/lib/cn";
import { changeLine } from "./stat-change";

interface AdminStatCardProps {
  title: string;
  icon: LucideIcon;
  /** Undefined while loading. */
  card: StatCard | undefined;
  timeframe: AdminTimeframe;
}

/** One live total and its change against the previous period. */
export function AdminStatCard({ title, icon: Icon, card, timeframe }: AdminStatCardProps) {
  const titleId = useId();
  return (
    <Card role="group" aria-labelledby={titleId} className="flex flex-col gap-2 p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 id={titleId} className="font-medium text-muted-foreground text-sm">
          {title}
        </h2>
        <Icon aria-hidden="true" className="size-5 text-muted-foreground" />
      </div>
      {card ? (
        <>
          <p className="font-bold text-3xl tabular-nums">{card.total.toLocaleString("en-US")}</p>
          <ChangeLine card={card} timeframe={timeframe} />
        </>
      ) : (
        <>
          <Skeleton className="h-9 w-20 rounded-md" />
          <Skeleton className="h-5 w-32 rounded-md" />
        </>
      )}
    </Card>
  );
}

/** "12 new in the last week, +100% on the week before", the percentage coloured by its sign. */
function ChangeLine({ card, timeframe }: { card: StatCard; timeframe: AdminTimeframe }) {
  const { count, change, against } = changeLine(card, timeframe);
  return (
    <p className="text-muted-foreground text-sm">
      {count},{" "}
      {change === null ? null : (
        <>
          <span
            className={cn(
              "font-semibold",
              card.change !== null && card.change > 0 && "text-emerald-700 dark:text-emerald-400",
              card.change !== null && card.change < 0 && "text-red-700 dark:text-red-400",
            )}
          >
            {change}
          </span>{" "}
        </>
      )}
      {against}
    </p>
  );
}

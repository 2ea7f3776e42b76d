import { Clock } from "lucide-react";
import { type ResponseTime, responseTimeLabel } from "@/shared/conversations";

/** 'Usually replies within 2 hours' on a realtor's cards, once they have enough threads. */
export function ResponseTimeNote({ responseTime }: { responseTime: ResponseTime | null }) {
  if (!responseTime) return null;
  return (
    <p className="flex items-center gap-1.5 text-muted-foreground text-sm">
      <Clock aria-hidden="true" className="size-4 shrink-0" />
      {responseTimeLabel(responseTime.medianMinutes)}
    </p>
  );
}

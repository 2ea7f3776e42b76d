import { type ResponseTime, responseTimeLabel } from "@/shared/conversations";

/**
 * 'Usually replies within 2 hours' on a realtor's cards, once they have enough threads. Words
 * only: public pages are near their script budget, and an icon would add to each.
 */
export function ResponseTimeNote({ responseTime }: { responseTime: ResponseTime | null }) {
  if (!responseTime) return null;
  return (
    <p className="text-muted-foreground text-sm">{responseTimeLabel(responseTime.medianMinutes)}</p>
  );
}

import { useEffect } from "react";
import type { AnalyticsSubject } from "@/shared/analytics";
import { reportAnalytics } from "@/web/lib/analytics-beacon";

/**
 * Counts one view of the page's listing or reel, from the browser once the page is live: the
 * server's drawing of the page and the browser's reads never count, so neither does a prefetch,
 * and a visitor is counted once per page opened. Draws nothing.
 */
export function CountView({ kind, id }: { kind: AnalyticsSubject; id: string }) {
  useEffect(() => {
    reportAnalytics({ type: "view", kind, id });
  }, [kind, id]);
  return null;
}

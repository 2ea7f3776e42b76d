import { ANALYTICS_BEACON_PATH } from "@/shared/analytics";
import type { AnalyticsEvent } from "@/shared/schemas/analytics";

/**
 * Tells the server a listing or reel was viewed, shared or watched. Fire and forget: `keepalive`
 * lets it outlive the page (a report sent as the visitor leaves), and a failure only loses one
 * count, so it is never retried or shown.
 */
export function reportAnalytics(event: AnalyticsEvent): void {
  fetch(ANALYTICS_BEACON_PATH, {
    method: "POST",
    keepalive: true,
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(event),
  }).catch(() => undefined);
}

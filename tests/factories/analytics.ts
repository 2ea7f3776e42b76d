import type { AnalyticsReport } from "../../src/shared/analytics";
import type { AnalyticsEvent } from "../../src/shared/schemas/analytics";
import { getJson } from "../setup/api";
import type { TestClient } from "../setup/test-client";

/** A desktop Chrome: what a person's browser sends. */
export const BROWSER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

let addressCounter = 0;
/** A browser at its own client address (behind TRUST_PROXY), or at `address`. */
export const browser = (address = `198.51.100.${++addressCounter % 250}`) => ({
  "user-agent": BROWSER_AGENT,
  "x-forwarded-for": address,
});

/** What a page reports, from `headers` (a browser unless told otherwise). */
export function report(
  client: TestClient,
  event: AnalyticsEvent,
  headers: Record<string, string> = browser(),
) {
  return client.post("/api/analytics/events", event, { headers });
}

/** A listing's or reel's totals in a report (all zero when it is not listed). */
export function totalsOf(answer: AnalyticsReport, id: string) {
  return answer.items.find((item) => item.id === id)?.totals;
}

/** The realtor's own report (`query` without the leading '?'). */
export const ownReport = (client: TestClient, query = "days=7") =>
  getJson<AnalyticsReport>(client, `/api/analytics?${query}`);

import { isbot } from "isbot";

/**
 * Whether a request may count as a person's visit: not a crawler or other robot by its
 * User-Agent (isbot's maintained list; no User-Agent at all is a script), and not a browser's
 * speculative prefetch, which the person may never look at.
 */
export function countsAsVisit(headers: Headers): boolean {
  const agent = headers.get("user-agent");
  if (!agent || isbot(agent)) return false;
  const purpose = headers.get("sec-purpose") ?? headers.get("purpose") ?? "";
  return !purpose.includes("prefetch");
}

/** What INP reads of an Event Timing entry ('event' or 'first-input'). */
export interface EventTimingEntry {
  name: string;
  startTime: number;
  duration: number;
  interactionId: number;
}

/**
 * One interaction's latency as INP counts it: the longest entry of those that belong to an
 * interaction (interactionId > 0; a hover or scroll has none) and began at or after `since`, when
 * the action was about to be sent. Null until the browser has reported one.
 */
export function interactionLatency(entries: EventTimingEntry[], since: number): number | null {
  const ours = entries.filter((entry) => entry.interactionId > 0 && entry.startTime >= since);
  return ours.length > 0 ? Math.max(...ours.map((entry) => entry.duration)) : null;
}

/**
 * Runs in the page before its scripts (page.addInitScript): keeps every Event Timing entry of
 * 16 ms or more, the least the browser reports, and the first input's whatever its length, so a
 * page's first interaction always has one.
 */
export function recordEventTimings() {
  const entries: EventTimingEntry[] = [];
  Object.assign(window, { __eventTimings: entries });
  const keep = (list: PerformanceObserverEntryList) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      const { name, startTime, duration, interactionId } = entry;
      entries.push({ name, startTime, duration, interactionId });
    }
  };
  new PerformanceObserver(keep).observe({
    type: "event",
    durationThreshold: 16,
    buffered: true,
  } as PerformanceObserverInit);
  new PerformanceObserver(keep).observe({ type: "first-input", buffered: true });
}

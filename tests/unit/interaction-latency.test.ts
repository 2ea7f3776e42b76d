import { describe, expect, it } from "vitest";
import { type EventTimingEntry, interactionLatency } from "../e2e/support/interaction-latency";

const entry = (
  name: string,
  startTime: number,
  duration: number,
  interactionId: number,
): EventTimingEntry => ({ name, startTime, duration, interactionId });

describe("an interaction's latency from Event Timing entries", () => {
  it("is the longest entry of the interaction, the first input's copy included", () => {
    const entries = [
      entry("pointerdown", 1000, 48, 7),
      entry("pointerdown", 1000, 48, 7),
      entry("pointerup", 1060, 24, 7),
      entry("click", 1062, 112, 7),
    ];
    expect(interactionLatency(entries, 990)).toBe(112);
  });

  it("leaves out entries of no interaction and those from before the action", () => {
    const entries = [
      // A hover: no interactionId, however long.
      entry("pointerover", 1001, 400, 0),
      // An earlier click, before the action was sent.
      entry("click", 500, 300, 3),
      entry("keydown", 1005, 32, 9),
    ];
    expect(interactionLatency(entries, 1000)).toBe(32);
  });

  it("is null until the browser has reported the interaction", () => {
    expect(interactionLatency([], 0)).toBeNull();
    expect(interactionLatency([entry("click", 10, 200, 2)], 20)).toBeNull();
  });
});

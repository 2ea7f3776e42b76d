import { vi } from "vitest";

/**
 * happy-dom lays nothing out, so its IntersectionObserver never reports: this one reports every
 * observed element in view at once, for tests of what loads as the visitor scrolls near it.
 * Undone by vi.unstubAllGlobals().
 */
export function everythingNear() {
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {}
      observe() {
        queueMicrotask(() => this.report([{ isIntersecting: true }]));
      }
      disconnect() {}
    },
  );
}

import { type ReactElement, Suspense } from "react";

/**
 * Adopting a server-drawn page (hydration) is one long main-thread task, and on a throttled phone
 * the listing page's took about 300 ms: a tap meanwhile waits, and Lighthouse counts all of it
 * as blocking time. `HydrateLater` splits it. A part wrapped in it is skipped while the page is
 * adopted and adopted afterwards in a task of its own, in document order. Its server markup stays
 * on screen meanwhile (Preact keeps the DOM of a part that suspends during hydration), so nothing
 * flickers; its buttons start working a few milliseconds later than the rest.
 *
 * Outside adoption (the server, pages the browser draws itself, later renders) it renders its
 * child at once.
 */

/** True only while `adoptInStages` runs the synchronous first pass. */
let adopting = false;
/** Parts skipped in the first pass; resolving one lets Suspense render it again. */
const waiting: (() => void)[] = [];

/** The wrapped child must render exactly one element: that element is what stays on screen. */
export function HydrateLater({ children }: { children: ReactElement }) {
  return (
    <Suspense fallback={null}>
      <AfterAdoption>{children}</AfterAdoption>
    </Suspense>
  );
}

function AfterAdoption({ children }: { children: ReactElement }) {
  // Thrown, Suspense-style: during hydration Preact keeps this part's markup instead of showing
  // the fallback, and hydrates it when the promise resolves.
  if (adopting) throw new Promise<void>((resolve) => waiting.push(resolve));
  return children;
}

/**
 * Runs `hydrate` (a synchronous hydrateRoot) with every `HydrateLater` part deferred, then adopts
 * those parts one task each. Resolves once the whole page is adopted.
 */
export async function adoptInStages(hydrate: () => void): Promise<void> {
  adopting = true;
  try {
    hydrate();
  } finally {
    adopting = false;
  }
  for (let next = waiting.shift(); next; next = waiting.shift()) {
    await nextTask();
    // Suspense re-renders the part in a microtask of this same task.
    next();
  }
  await nextTask();
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}

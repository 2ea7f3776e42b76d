import { type ReactElement, Suspense, useLayoutEffect } from "react";

/**
 * Adopting a server-drawn page (hydration) is one long main-thread task, and on a throttled phone
 * the listing page's took about 300 ms: a tap meanwhile waits, and Lighthouse counts all of it
 * as blocking time. `HydrateLater` splits it. A part wrapped in it is skipped while the page is
 * adopted and adopted afterwards, in document order, as many parts per task as fit in
 * `SLICE_MS`. Its server markup stays on screen meanwhile (Preact keeps the DOM of a part that
 * suspends during hydration), so nothing flickers; its buttons start working a few milliseconds
 * later than the rest.
 *
 * Outside adoption (the server, pages the browser draws itself, later renders) it renders its
 * child at once.
 */

/**
 * How long one task goes on adopting parts before it lets the browser handle input. Measured on
 * the device itself, so a slow phone simply gets more tasks. A task ends at the first part that
 * would start after this, so it lasts this plus one part at most: small parts (a card takes
 * 2-3 ms on a laptop) share a task, larger ones (a listing's tabs) get one each.
 */
const SLICE_MS = 4;

/** True only while `adoptInStages` runs the synchronous first pass. */
let adopting = false;

/** Parts skipped in the first pass, in document order: each resolves to let Suspense render it. */
const waiting: (() => void)[] = [];
/** Set while `adoptInStages` waits for the part it resumed; `Adopted` calls it once rendered. */
let reportAdopted: (() => void) | undefined;

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
  if (adopting) throw new Promise<void>((resume) => waiting.push(resume));
  return <Adopted>{children}</Adopted>;
}

/** Mounted once a part has rendered; its layout effect runs when that render is committed. */
function Adopted({ children }: { children: ReactElement }) {
  useLayoutEffect(() => reportAdopted?.(), []);
  return children;
}

/**
 * Runs `hydrate` (a synchronous hydrateRoot) with every `HydrateLater` part deferred, then adopts
 * those parts, a slice of them per task. Resolves once the whole page is adopted.
 */
export async function adoptInStages(hydrate: () => void): Promise<void> {
  adopting = true;
  try {
    hydrate();
  } finally {
    adopting = false;
  }
  let sliceStart = 0;
  for (let resume = waiting.shift(); resume; resume = waiting.shift()) {
    if (performance.now() - sliceStart > SLICE_MS) {
      await nextTask();
      sliceStart = performance.now();
    }
    const adopted = new Promise<void>((resolve) => {
      reportAdopted = resolve;
    });
    // Suspense renders the part again in a microtask of this task, and `Adopted` reports when it
    // is done. A part that no longer renders (its page was left meanwhile) never reports, so the
    // next task goes on without it.
    resume();
    await Promise.race([adopted, nextTask()]);
  }
  reportAdopted = undefined;
  await nextTask();
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}

import { options } from "preact";

/**
 * Effects (`useEffect`) run as React runs them: right after a render that a click, a key press or
 * another discrete input caused, before the browser paints, and otherwise after the next paint.
 *
 * Preact runs every effect after the next paint. Radix starts listening for Escape and for
 * clicks outside a dialog, menu or popover in an effect, so for one frame after one opened, a key
 * pressed or a click went to the layer behind it (seen as a lost Escape in the browser tests on
 * a slow host). React flushes the effects of a discrete input synchronously, and the Radix
 * primitives are written for that.
 *
 * Renders that are not caused by input (data arriving, timers, the page being adopted) keep
 * Preact's timing, so their effects never lengthen the task that draws them.
 */

/** React's discrete events: those whose effects React flushes at once. */
const DISCRETE_EVENTS = [
  "pointerdown",
  "pointerup",
  "mousedown",
  "mouseup",
  "click",
  "auxclick",
  "contextmenu",
  "keydown",
  "keyup",
  "touchstart",
  "touchend",
  "input",
  "change",
  "submit",
  "focusin",
  "focusout",
] as const;

/** A frame may never come (a hidden tab): like Preact, flush after this long at most. */
const FRAME_TIMEOUT_MS = 35;

/** Set while a discrete event's task runs, cleared by the first task after it. */
let discrete = false;
/** Preact's flush of the queued effects, while one is pending. */
let pendingFlush: (() => void) | null = null;

function flush() {
  const run = pendingFlush;
  pendingFlush = null;
  run?.();
}

/** Preact's own timing: after the next frame (or the timeout), in a task of its own. */
function afterNextFrame() {
  let frame = 0;
  const done = () => {
    clearTimeout(timeout);
    cancelAnimationFrame(frame);
    setTimeout(flush);
  };
  const timeout = setTimeout(done, FRAME_TIMEOUT_MS);
  frame = requestAnimationFrame(done);
}

function onDiscreteEvent() {
  if (discrete) return;
  discrete = true;
  setTimeout(() => {
    discrete = false;
  });
  // Effects queued before this input (waiting for a frame) run with the input's own effects.
  if (pendingFlush) queueMicrotask(flush);
}

/** Installs the timing for the whole app; call once, before the first render. */
export function installDiscreteEffects(target: Window): void {
  for (const type of DISCRETE_EVENTS) {
    target.addEventListener(type, onDiscreteEvent, { capture: true, passive: true });
  }
  // Preact calls this with its flush when the first effect joins an empty queue.
  options.requestAnimationFrame = (flushEffects) => {
    pendingFlush = flushEffects;
    if (discrete) queueMicrotask(flush);
    else afterNextFrame();
  };
}

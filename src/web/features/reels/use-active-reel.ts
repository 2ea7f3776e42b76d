import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { REEL_VISIBLE_THRESHOLD } from "@/shared/reels";

/** Ratios are floats: a reel exactly 60% in view may report 0.5999. */
const EPSILON = 0.001;

export interface ActiveReel {
  /** The reel last seen at least 60% in view (null until the first report). */
  id: string | null;
  /** Whether that reel is at least 60% in view now (false in the middle of a scroll). */
  visible: boolean;
}

/**
 * Which reel is in view, from one IntersectionObserver on the feed's scroller (a reel
 * is active at 60% visibility). Items register through `observe` and carry `data-reel-id`.
 * Since every item is as tall as the scroller, at most one can be 60% in view at a time.
 */
export function useActiveReel(scroller: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState<ActiveReel>({ id: null, visible: false });
  const observer = useRef<IntersectionObserver | null>(null);
  const items = useRef(new Set<HTMLElement>());
  const ratios = useRef(new Map<Element, number>());

  useEffect(() => {
    const root = scroller.current;
    if (!root) return;
    const current = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) ratios.current.set(entry.target, entry.intersectionRatio);
        // A ratio only changes here when it crosses the threshold, so every ratio at or above
        // it is up to date; stale ones are below it and cannot win.
        let best: HTMLElement | null = null;
        let bestRatio = REEL_VISIBLE_THRESHOLD - EPSILON;
        for (const [element, ratio] of ratios.current) {
          if (ratio >= bestRatio && element instanceof HTMLElement) {
            best = element;
            bestRatio = ratio;
          }
        }
        const id = best?.dataset.reelId ?? null;
        setActive((previous) => {
          if (id) return previous.id === id && previous.visible ? previous : { id, visible: true };
          return previous.visible ? { ...previous, visible: false } : previous;
        });
      },
      { root, threshold: REEL_VISIBLE_THRESHOLD },
    );
    observer.current = current;
    for (const item of items.current) current.observe(item);
    return () => {
      current.disconnect();
      observer.current = null;
      ratios.current.clear();
    };
  }, [scroller]);

  /** A ref callback for each reel's element. */
  const observe = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    items.current.add(element);
    observer.current?.observe(element);
    return () => {
      items.current.delete(element);
      ratios.current.delete(element);
      observer.current?.unobserve(element);
    };
  }, []);

  return { active, observe };
}

import { lazy, Suspense } from "react";
import { useCompareIds } from "../compare-selection";
import type { CompareTrayProps } from "./compare-tray-bar";

// Most visits pick nothing: the bar's code loads with the first pick.
const CompareTrayBar = lazy(() => import("./compare-tray-bar"));

/**
 * The picked homes' bar, fixed at the bottom while any are picked. Drawn from this browser's
 * storage, so only once the page is live.
 */
export function CompareTray(props: CompareTrayProps) {
  const picked = useCompareIds().length > 0;
  if (!picked) return null;
  return (
    <Suspense fallback={null}>
      <CompareTrayBar {...props} />
    </Suspense>
  );
}

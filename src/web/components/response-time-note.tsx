import { useId } from "react";
import {
  type ResponseTime,
  responseTimeExplained,
  responseTimeLabel,
} from "@/shared/response-time";

/**
 * 'Usually replies within 2 hours' on a realtor's cards from their first answered conversation,
 * with how it is counted shown on hover or keyboard focus (Escape hides it). Drawn with CSS only:
 * public pages are near their script budget, and a tooltip library would add to each.
 */
export function ResponseTimeNote({ responseTime }: { responseTime: ResponseTime | null }) {
  const hintId = useId();
  if (!responseTime) return null;
  return (
    <p className="group relative text-muted-foreground text-sm">
      <button
        type="button"
        aria-describedby={hintId}
        onKeyDown={(event) => {
          if (event.key === "Escape") event.currentTarget.blur();
        }}
        className="cursor-help rounded-sm underline decoration-dotted underline-offset-4 focus-visible:outline-2 focus-visible:outline-ring"
      >
        {responseTimeLabel(responseTime.medianMinutes)}
      </button>
      {/* As wide as the note's line allows, so it never reaches past a phone's edge. */}
      <span
        id={hintId}
        role="tooltip"
        className="invisible absolute bottom-full left-0 z-50 mb-1 max-w-72 rounded-md bg-foreground px-3 py-1.5 text-background text-xs shadow-md group-has-[:focus-visible]:visible group-hover:visible"
      >
        {responseTimeExplained(responseTime)}
      </span>
    </p>
  );
}

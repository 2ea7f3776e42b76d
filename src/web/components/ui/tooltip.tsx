import { type ReactNode, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { cn } from "@/web/lib/cn";

interface TooltipProps {
  /** The hint, e.g. a social handle or a sidebar entry's name. */
  content: ReactNode;
  /** Where the hint shows beside the trigger. */
  side?: "top" | "right";
  /** The element that shows the hint: one focusable control. */
  children: ReactNode;
  className?: string;
}

const GAP = 6;

/**
 * A hint shown while the pointer is over its trigger or the trigger has keyboard focus, and
 * dismissed with Escape (WCAG 1.4.13). It repeats what the trigger's accessible name already says,
 * so it is for sighted users and carries no ARIA relationship. It is drawn in a portal at a fixed position, so scrolling
 * or clipping containers such as the admin sidebar never cut it off. Focus is watched in the
 * capture phase, which reaches the wrapper for focus moving into its trigger.
 */
export function Tooltip({ content, side = "top", children, className }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const wrapper = useRef<HTMLSpanElement>(null);

  useLayoutEffect(() => {
    const rect = open ? wrapper.current?.getBoundingClientRect() : undefined;
    if (!rect) return setPosition(null);
    setPosition(
      side === "right"
        ? { top: rect.top + rect.height / 2, left: rect.right + GAP }
        : { top: rect.top - GAP, left: rect.left + rect.width / 2 },
    );
  }, [open, side]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it only watches the control inside it, which stays the one thing a user interacts with
    <span
      ref={wrapper}
      className={cn("inline-flex", className)}
      onPointerEnter={() => setOpen(true)}
      onPointerLeave={() => setOpen(false)}
      onFocusCapture={() => setOpen(true)}
      onBlurCapture={() => setOpen(false)}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.stopPropagation();
          setOpen(false);
        }
      }}
    >
      {children}
      {open &&
        position &&
        createPortal(
          <span
            role="tooltip"
            style={{ top: position.top, left: position.left }}
            className={cn(
              "pointer-events-none fixed z-50 max-w-xs rounded-md bg-foreground px-3 py-1.5 text-background text-xs shadow-md",
              side === "right" ? "-translate-y-1/2" : "-translate-x-1/2 -translate-y-full",
            )}
          >
            {content}
          </span>,
          document.body,
        )}
    </span>
  );
}

import { Tooltip as TooltipPrimitive } from "radix-ui";
import type { ReactElement, ReactNode } from "react";

interface TooltipProps {
  /** The hint, e.g. a social handle or a sidebar entry's name. */
  content: ReactNode;
  /** Where the hint shows beside the trigger. */
  side?: "top" | "right";
  /** The element that shows the hint: one focusable control that accepts a ref. */
  children: ReactElement;
}

/**
 * A hint shown while the pointer is over its trigger or the trigger has keyboard focus, dismissed
 * with Escape (WCAG 1.4.13); drawn in a portal so clipping containers such as the admin sidebar
 * never cut it off.
 */
export function Tooltip({ content, side = "top", children }: TooltipProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={200}>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            side={side}
            sideOffset={6}
            className="z-50 max-w-xs rounded-md bg-foreground px-3 py-1.5 text-background text-xs shadow-md"
          >
            {content}
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}

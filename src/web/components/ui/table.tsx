import type { ComponentProps } from "react";
import { cn } from "@/web/lib/cn";

/**
 * A semantic table. The wrapper scrolls sideways on narrow screens so the page itself never does.
 * It is focusable so the keyboard can scroll it even when no row has a control (an empty state
 * or a loading row), as WCAG 2.1.1 asks of scrollable regions.
 */
/**
 * The last column (a row's actions) stays at the right edge while the rest scrolls under it, so
 * on a phone the buttons are on screen without scrolling the table sideways first.
 */
const STICKY_LAST_COLUMN =
  "[&_tr>*:last-child]:sticky [&_tr>*:last-child]:right-0 [&_tr>*:last-child]:bg-card [&_tr>*:last-child]:shadow-[-8px_0_8px_-8px_rgb(0_0_0/0.25)] sm:[&_tr>*:last-child]:shadow-none";

export function Table({
  className,
  stickyActions = false,
  ...props
}: ComponentProps<"table"> & { stickyActions?: boolean }) {
  return (
    <div
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable.
      tabIndex={0}
      className="relative w-full overflow-x-auto rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <table
        className={cn(
          "w-full caption-bottom text-sm",
          stickyActions && STICKY_LAST_COLUMN,
          className,
        )}
        {...props}
      />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<"thead">) {
  return <thead className={cn("[&_tr]:border-b", className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<"tbody">) {
  return <tbody className={cn("[&_tr:last-child]:border-0", className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<"tr">) {
  return (
    <tr
      className={cn("border-b transition-colors data-[state=selected]:bg-muted", className)}
      {...props}
    />
  );
}

export function TableHead({ className, ...props }: ComponentProps<"th">) {
  return (
    <th
      scope="col"
      className={cn(
        "h-10 whitespace-nowrap px-3 text-left align-middle font-medium text-muted-foreground",
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<"td">) {
  return <td className={cn("px-3 py-3 align-middle", className)} {...props} />;
}

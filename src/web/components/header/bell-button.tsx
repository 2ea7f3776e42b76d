import type { ComponentProps } from "react";
import { BELL_PATHS, PathIcon } from "@/web/components/ui/path-icon";

type BellButtonProps = ComponentProps<"button"> & {
  /** Unread notifications and messages together. */
  unread?: number;
};

/** "Notifications, 3 unread" when there are some, else "Notifications". */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : "Notifications";
}

/** The header's bell that opens the latest notifications: the menu's trigger, and its stand-in. */
export function BellButton({ unread = 0, ...props }: BellButtonProps) {
  return (
    <button
      type="button"
      aria-label={bellLabel(unread)}
      className="relative flex size-9 items-center justify-center rounded-full text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
      {...props}
    >
      <PathIcon paths={BELL_PATHS} className="size-5" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-primary px-1 text-center font-semibold text-primary-foreground text-xs leading-5 ring-2 ring-background"
        >
          {unread > 99 ? "99+" : unread}
        </span>
      ) : null}
    </button>
  );
}

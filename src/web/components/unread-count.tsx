import { cn } from "@/web/lib/cn";

/** A count of unread items as a pill, read out as "3 unread"; nothing when there are none. */
export function UnreadCount({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      className={cn(
        "rounded-full bg-primary px-1.5 font-semibold text-primary-foreground text-xs",
        className,
      )}
    >
      {count}
      <span className="sr-only"> unread</span>
    </span>
  );
}

import type { ComponentProps } from "react";
import { cn } from "@/web/lib/cn";

/**
 * A styled native select: the platform's own picker on phones, full keyboard support everywhere.
 * Never wider than its box: a long option would otherwise widen a phone's page.
 */
export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return (
    <select
      className={cn(
        "h-10 min-w-0 max-w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive",
        className,
      )}
      {...props}
    />
  );
}

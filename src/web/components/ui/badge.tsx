import type { ComponentProps } from "react";
import { cn } from "@/web/lib/cn";

export function Badge({ className, ...props }: ComponentProps<"span">) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full border border-transparent bg-accent px-2.5 py-0.5 font-semibold text-accent-foreground text-xs",
        className,
      )}
      {...props}
    />
  );
}

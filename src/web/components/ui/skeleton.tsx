import { clsx } from "clsx";
import type { ComponentProps } from "react";

/**
 * A grey placeholder block; decorative, so callers announce loading themselves. Callers give
 * size and rounding; nothing here can conflict, so plain clsx does (this is on the first-paint
 * path, where tailwind-merge would cost too much; decision 004).
 */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      aria-hidden="true"
      className={clsx("animate-pulse bg-muted motion-reduce:animate-none", className)}
      {...props}
    />
  );
}

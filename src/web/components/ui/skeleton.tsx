import { clsx } from "clsx";
import { type ComponentProps, createContext, type ReactNode, useContext } from "react";

const Still = createContext(false);

/**
 * Skeletons inside hold a place for content that is not loading yet, so they do not pulse as if
 * it were: an endless animation also keeps a phone drawing frames for as long as the page is open.
 */
export function StillSkeletons({ children }: { children: ReactNode }) {
  return <Still value>{children}</Still>;
}

/**
 * A grey placeholder block; decorative, so callers announce loading themselves. Callers give
 * size and rounding; nothing here can conflict, so plain clsx does (this is on the first-paint
 * path, where tailwind-merge would cost too much; decision 004).
 */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  const still = useContext(Still);
  return (
    <div
      aria-hidden="true"
      className={clsx("bg-muted", !still && "animate-pulse motion-reduce:animate-none", className)}
      {...props}
    />
  );
}

import { type ReactNode, Suspense } from "react";
import { ErrorBoundary } from "@/web/components/error-boundary";
import { cn } from "@/web/lib/cn";
import { useIdle } from "@/web/lib/use-idle";

interface MapSlotProps {
  /** The map (a lazy component): drawn only in the browser, after the page is live. */
  children: ReactNode;
  className?: string;
  /** False while the box is hidden (the phone's list view): its code waits until it shows. */
  active?: boolean;
  id?: string;
}

/**
 * The box a map takes. The server draws it empty with a loading note; the browser loads the
 * map's code (MapLibre, larger than any page's budget) once the page is live and idle and the
 * reader has paused (use-idle.ts), so it never counts in a page's first load nor delays the list,
 * filters and search box beside it. If that code cannot load, the box says so; the page's text
 * still holds the facts.
 */
export function MapSlot({ children, className, active = true, id }: MapSlotProps) {
  const live = useIdle();
  const loading = <MapNote>Loading map…</MapNote>;
  return (
    <div
      id={id}
      className={cn("relative overflow-hidden rounded-xl border bg-[#cfe3f3]", className)}
    >
      {live && active ? (
        <ErrorBoundary fallback={() => <MapNote>The map could not be loaded.</MapNote>}>
          <Suspense fallback={loading}>{children}</Suspense>
        </ErrorBoundary>
      ) : (
        loading
      )}
    </div>
  );
}

function MapNote({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex size-full items-center justify-center text-sm text-stone-700">
      {children}
    </p>
  );
}

import { clsx } from "clsx";
import { Link } from "react-router";
import { COMPARE_MAX } from "@/shared/compare";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { paths } from "@/web/lib/paths";
import { clearCompare, useCompareIds, useCompareRefused } from "../compare-selection";

export interface CompareTrayProps {
  /** On phones, sit above another bar fixed at the bottom (the listing's Contact and tours). */
  raised?: boolean;
}

/** The picked homes' bar (compare-tray.tsx): how many, the way to compare them and to start over. */
export default function CompareTrayBar({ raised = false }: CompareTrayProps) {
  const ids = useCompareIds();
  const refused = useCompareRefused();
  if (ids.length === 0) return null;
  const count = ids.length;
  return (
    <section
      aria-label="Homes to compare"
      className={clsx(
        "fixed inset-x-2 z-30 mx-auto flex max-w-xl flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border bg-background/95 p-2 pl-4 shadow-lg backdrop-blur md:bottom-4",
        raised
          ? "bottom-[calc(8.5rem+env(safe-area-inset-bottom))]"
          : "bottom-[calc(4.5rem+env(safe-area-inset-bottom))]",
      )}
    >
      <p className="min-w-0 flex-1 text-sm" role="status">
        {refused ? (
          <span className="font-medium">
            You can compare up to {COMPARE_MAX} homes. Remove one to add another.
          </span>
        ) : (
          <>
            <span className="font-medium">
              {count} {count === 1 ? "home" : "homes"} picked
            </span>
            <span className="hidden text-muted-foreground sm:inline">
              {" "}
              (up to {COMPARE_MAX}){count === 1 ? " · pick another to compare" : ""}
            </span>
          </>
        )}
      </p>
      <button
        type="button"
        onClick={clearCompare}
        aria-label="Clear homes to compare"
        className={buttonVariants({ variant: "ghost", size: "sm" })}
      >
        Clear
      </button>
      <Link to={paths.compare(ids)} className={buttonVariants({ size: "sm" })}>
        Compare ({count})
      </Link>
    </section>
  );
}

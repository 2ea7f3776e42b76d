import { clsx } from "clsx";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { PathIcon } from "@/web/components/ui/path-icon";
import { toggleCompare, useCompareIds } from "../compare-selection";

// Lucide's square and square-check (ISC licence): a checkbox is how buyers know this control.
const BOX = "M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z";
const UNCHECKED = [BOX];
const CHECKED = [BOX, "m9 12 2 2 4-4"];

interface CompareToggleProps {
  propertyId: string;
  /** The home's title: the button's name says which home it adds. */
  title: string;
  /** A pill over a card's photo, or a full-width button beside Save on the listing page. */
  look?: "card" | "page";
}

/**
 * Adds a home to the comparison or takes it out (pressed while picked). Kept to the selection
 * store and a button, as every card on the home, search and saved pages draws one.
 */
export function CompareToggle({ propertyId, title, look = "card" }: CompareToggleProps) {
  const picked = useCompareIds().includes(propertyId);
  return (
    <button
      type="button"
      aria-pressed={picked}
      aria-label={`Compare ${title}`}
      onClick={() => toggleCompare(propertyId)}
      className={
        look === "card"
          ? clsx(
              "flex h-8 items-center gap-1.5 rounded-full px-3 font-medium text-sm shadow-sm",
              picked
                ? "bg-primary text-primary-foreground"
                : "bg-background/90 text-foreground hover:bg-background",
            )
          : buttonVariants({ variant: picked ? "secondary" : "outline", className: "w-full" })
      }
    >
      <PathIcon paths={picked ? CHECKED : UNCHECKED} className="size-4" />
      Compare
    </button>
  );
}

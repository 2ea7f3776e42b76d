import { clsx } from "clsx";
import { CalendarDays } from "lucide-react";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { ContactAgentButton } from "./contact-agent-button";
import { SCHEDULE_TOUR_ID } from "./schedule-tour-shell";

interface ListingActionBarProps {
  propertyId: string;
  propertyTitle: string;
  agentName: string | null;
  /** Whether the home can still be toured; without, the bar holds Contact Agent alone. */
  tours: boolean;
}

/**
 * On phones, Contact Agent and Request Tour stay at hand at the bottom of the listing, above the
 * app's bottom bar; Request Tour leads to the tour form, which needs a day.
 */
export function ListingActionBar({ tours, ...props }: ListingActionBarProps) {
  return (
    <>
      {/* Room for the bar, so it never covers the end of the page. */}
      <div aria-hidden="true" className="h-16 md:hidden" />
      <section
        aria-label="Contact and tours"
        className={clsx(
          "fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 grid gap-2 border-t bg-background/95 p-2 backdrop-blur md:hidden",
          tours && "grid-cols-2",
        )}
      >
        <ContactAgentButton {...props} />
        {tours ? (
          <a
            href={`#${SCHEDULE_TOUR_ID}`}
            className={buttonVariants({ variant: "outline", className: "w-full" })}
          >
            <CalendarDays aria-hidden="true" />
            Request Tour
          </a>
        ) : null}
      </section>
    </>
  );
}

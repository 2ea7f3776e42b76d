import { CalendarDays } from "lucide-react";
import type { ReactNode } from "react";

/** The tour form's anchor, for links that lead to it (the phone's action bar). */
export const SCHEDULE_TOUR_ID = "schedule-tour";

/**
 * The 'Schedule a Tour' box: the form's frame, and while the form's code loads a placeholder of
 * the same place and size, so the action bar's link always has somewhere to go.
 */
export function ScheduleTourShell({
  titleId,
  sectionRef,
  children,
}: {
  titleId: string;
  sectionRef?: React.Ref<HTMLElement>;
  children: ReactNode;
}) {
  return (
    <section
      ref={sectionRef}
      id={SCHEDULE_TOUR_ID}
      aria-labelledby={titleId}
      className="space-y-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6"
    >
      <h2 id={titleId} className="flex items-center gap-2 font-semibold text-lg">
        <CalendarDays aria-hidden="true" className="size-5 text-primary" />
        Schedule a Tour
      </h2>
      {children}
    </section>
  );
}

import { CalendarCheck, Download } from "lucide-react";
import { Link } from "react-router";
import { type ConversationSide, threadPath } from "@/shared/conversations";
import { LoadError } from "@/web/components/table/load-error";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useUpcomingTours } from "../api/get-upcoming-tours";
import { tourInvitePath } from "../api/tour-actions";

const linkClass = "font-medium text-primary underline-offset-4 hover:underline";

/** 'Upcoming tours': confirmed tours from today, on one side or both, each with its .ics. */
export function UpcomingTours({ as }: { as?: ConversationSide }) {
  const tours = useUpcomingTours();
  const items = tours.data?.items.filter((tour) => !as || tour.as === as) ?? [];
  return (
    <section aria-labelledby="upcoming-tours" className="space-y-3 rounded-xl border p-4">
      <h2 id="upcoming-tours" className="flex items-center gap-2 font-semibold text-lg">
        <CalendarCheck aria-hidden="true" className="size-5 text-primary" />
        Upcoming tours
      </h2>
      {tours.isPending ? (
        <Skeleton className="h-12 w-full" />
      ) : tours.isError ? (
        <LoadError
          error={tours.error}
          title="Failed to load your tours"
          onRetry={() => tours.refetch()}
        />
      ) : items.length === 0 ? (
        <p className="text-muted-foreground text-sm">No confirmed tours yet.</p>
      ) : (
        <ul className="divide-y">
          {items.map((tour) => (
            <li key={tour.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div>
                <p className="font-medium">{tour.when}</p>
                <p className="text-muted-foreground text-sm">
                  {tour.listing
                    ? `${tour.listing.address}, ${tour.listing.city}`
                    : "Listing removed"}{" "}
                  · with {tour.counterpart.name}
                </p>
              </div>
              <div className="flex flex-wrap gap-3 text-sm">
                <Link to={threadPath(tour.as, tour.conversationId)} className={linkClass}>
                  Open conversation
                </Link>
                <a href={tourInvitePath(tour.id)} download className={linkClass}>
                  <Download aria-hidden="true" className="mr-1 inline size-4" />
                  Add to calendar (.ics)
                </a>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

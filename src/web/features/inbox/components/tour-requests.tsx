import { CalendarClock } from "lucide-react";
import { Link } from "react-router";
import { threadPath } from "@/shared/conversations";
import { LoadError } from "@/web/components/table/load-error";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useTourRequests } from "../api/get-tour-requests";
import { TOUR_STATUS_LABELS } from "../tour-format";

const linkClass = "font-medium text-primary underline-offset-4 hover:underline";

/**
 * 'Your tour requests': the buyer's tours waiting for an answer (theirs or the realtor's), each
 * with its listing and a link to answer in the conversation. Confirmed ones are under
 * 'Upcoming tours'.
 */
export function TourRequests() {
  const tours = useTourRequests();
  const items = tours.data?.items.filter((tour) => tour.status !== "accepted") ?? [];
  if (tours.isSuccess && items.length === 0) return null;
  return (
    <section aria-labelledby="tour-requests" className="space-y-3 rounded-xl border p-4">
      <h2 id="tour-requests" className="flex items-center gap-2 font-semibold text-lg">
        <CalendarClock aria-hidden="true" className="size-5 text-primary" />
        Your tour requests
      </h2>
      {tours.isPending ? (
        <Skeleton className="h-12 w-full" />
      ) : tours.isError ? (
        <LoadError
          error={tours.error}
          title="Failed to load your tour requests"
          onRetry={() => tours.refetch()}
        />
      ) : (
        <ul className="divide-y">
          {items.map((tour) => (
            <li key={tour.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div>
                <p className="font-medium">
                  {tour.when}{" "}
                  <span className="rounded-full bg-muted px-2 py-0.5 font-normal text-xs">
                    {tour.status === "proposed"
                      ? "Realtor proposed this time"
                      : TOUR_STATUS_LABELS[tour.status]}
                  </span>
                </p>
                <p className="text-muted-foreground text-sm">
                  {tour.listing
                    ? `${tour.listing.address}, ${tour.listing.city}`
                    : "Listing removed"}{" "}
                  · with {tour.counterpart.name}
                </p>
              </div>
              <Link
                to={threadPath("member", tour.conversationId)}
                className={`${linkClass} text-sm`}
              >
                {tour.status === "proposed" ? "Answer" : "Open conversation"}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

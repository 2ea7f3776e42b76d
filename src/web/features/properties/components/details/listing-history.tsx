import { formatDay } from "@/shared/format";
import { listingHistory } from "@/shared/listing-history";
import type { PropertyDetail } from "@/shared/properties";

/** The listing's life, newest first: listed, price changes, stages; drawn only when it has one. */
export function ListingHistory({ listing }: { listing: PropertyDetail }) {
  const events = listingHistory(listing);
  if (events.length === 0) return null;
  return (
    <section aria-labelledby="listing-history-title" className="space-y-3">
      <h2 id="listing-history-title" className="font-semibold text-xl">
        Listing history
      </h2>
      <table className="w-full text-left text-sm">
        <thead className="text-muted-foreground">
          <tr>
            <th scope="col" className="py-2 font-medium">
              Date
            </th>
            <th scope="col" className="py-2 font-medium">
              Event
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Price
            </th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={`${event.at}-${event.event}`} className="border-t">
              <td className="py-2">{formatDay(event.at)}</td>
              <td className={event.cut ? "py-2 text-emerald-700 dark:text-emerald-400" : "py-2"}>
                {event.event}
              </td>
              <td className="py-2 text-right">{event.price ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

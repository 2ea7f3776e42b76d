import { formatPrice } from "@/shared/format";
import type { PriceChange } from "@/shared/properties";

// UTC, so the server's HTML and the hydrated page print the same day.
const DAY = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

/** Every change of the listing's price, newest first; drawn only when there is one. */
export function PriceHistory({ changes }: { changes: PriceChange[] }) {
  if (changes.length === 0) return null;
  return (
    <section aria-labelledby="price-history-title" className="space-y-3">
      <h2 id="price-history-title" className="font-semibold text-xl">
        Price history
      </h2>
      <table className="w-full text-left text-sm">
        <thead className="text-muted-foreground">
          <tr>
            <th scope="col" className="py-2 font-medium">
              Date
            </th>
            <th scope="col" className="py-2 font-medium">
              Change
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Price
            </th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => {
            const cut = change.newPrice < change.oldPrice;
            const amount = formatPrice(Math.abs(change.newPrice - change.oldPrice));
            return (
              <tr key={`${change.at}-${change.newPrice}`} className="border-t">
                <td className="py-2">{DAY.format(new Date(change.at))}</td>
                <td className={cut ? "py-2 text-emerald-700 dark:text-emerald-400" : "py-2"}>
                  {cut ? `Price cut ${amount}` : `Price raised ${amount}`}
                </td>
                <td className="py-2 text-right">
                  <span className="sr-only">from {formatPrice(change.oldPrice)} to </span>
                  {formatPrice(change.newPrice)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

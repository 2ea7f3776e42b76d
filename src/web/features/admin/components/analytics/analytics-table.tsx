import { format, parseISO } from "date-fns";
import type { AnalyticsWeek } from "@/shared/admin-overview";

type Measure = "signups" | "listings" | "posts";

const COLUMNS: { key: Measure; label: string; bar: string }[] = [
  { key: "signups", label: "Signups", bar: "bg-primary" },
  { key: "listings", label: "New listings", bar: "bg-emerald-600 dark:bg-emerald-500" },
  { key: "posts", label: "Posts published", bar: "bg-amber-500" },
];

/** Weeks as rows, each figure with a bar scaled to its column's largest value. */
export function AnalyticsTable({ weeks }: { weeks: AnalyticsWeek[] }) {
  const max = Object.fromEntries(
    COLUMNS.map(({ key }) => [key, Math.max(1, ...weeks.map((week) => week[key]))]),
  ) as Record<Measure, number>;
  return (
    <div
      // Scrolls sideways on phones and holds no control: focusable, so the keyboard can scroll it.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable.
      tabIndex={0}
      className="overflow-x-auto rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <table className="w-full min-w-[36rem] text-sm">
        <caption className="sr-only">Signups, new listings and published posts per week</caption>
        <thead>
          <tr className="border-b text-left text-muted-foreground">
            <th scope="col" className="py-2 pr-4 font-medium">
              Week of
            </th>
            {COLUMNS.map((column) => (
              <th key={column.key} scope="col" className="py-2 pr-4 font-medium">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.weekStart} className="border-b last:border-0">
              <th scope="row" className="py-2 pr-4 text-left font-medium whitespace-nowrap">
                <time dateTime={week.weekStart}>
                  {format(parseISO(week.weekStart), "MMM d, yyyy")}
                </time>
              </th>
              {COLUMNS.map(({ key, bar }) => (
                <td key={key} className="py-2 pr-4">
                  <div className="flex items-center gap-2">
                    <span className="w-8 text-right tabular-nums">{week[key]}</span>
                    <span aria-hidden="true" className="h-2 flex-1 rounded-full bg-muted">
                      <span
                        className={`block h-2 rounded-full ${bar}`}
                        style={{ width: `${(week[key] / max[key]) * 100}%` }}
                      />
                    </span>
                  </div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

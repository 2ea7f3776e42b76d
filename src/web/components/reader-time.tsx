import { formatRelativeTime } from "@/shared/relative-time";
import { useLive } from "@/web/lib/use-live";

let dateTimeFormat: Intl.DateTimeFormat | undefined;

/**
 * "Mar 1, 2026, 3:30 PM", by the clock it runs on. Made on first use, and kept out of the shared
 * formats every page loads: only the pages that show a reader's time need it.
 */
export function formatDateTime(at: Date): string {
  dateTimeFormat ??= new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
  return dateTimeFormat.format(at);
}

interface ReaderTimeProps {
  /** An ISO instant. */
  at: string;
  /** Its words; how long ago, unless told otherwise. */
  words?: (at: Date) => string;
  /** Show the full date and time on hover. */
  withTitle?: boolean;
  className?: string;
}

/**
 * A moment in a time element, by the reader's clock and zone. The server draws it by its own,
 * which can differ by a minute's turn or a time zone, so hydration keeps the server's words and
 * the page draws a new element once it is live (React would not touch adopted text whose props
 * look unchanged).
 */
export function ReaderTime({
  at,
  words = formatRelativeTime,
  withTitle = false,
  className,
}: ReaderTimeProps) {
  const live = useLive();
  const date = new Date(at);
  return (
    <time
      key={live ? "reader" : "server"}
      dateTime={at}
      title={withTitle ? formatDateTime(date) : undefined}
      className={className}
      suppressHydrationWarning
    >
      {words(date)}
    </time>
  );
}

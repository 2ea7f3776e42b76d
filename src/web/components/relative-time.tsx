import { formatRelativeTime } from "@/shared/relative-time";
import { useLive } from "@/web/lib/use-live";

const FULL = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

interface RelativeTimeProps {
  /** An ISO instant. */
  at: string;
  /** Show the full date and time, in the reader's zone, on hover. */
  withTitle?: boolean;
  className?: string;
}

/**
 * How long ago something happened, in a time element. The server draws it by its own clock and
 * zone, which the browser's can differ from by a minute's turn or a time zone, so hydration keeps
 * the server's words and the page draws a new element by the reader's clock once it is live (React
 * would not touch adopted text whose props look unchanged).
 */
export function RelativeTime({ at, withTitle = false, className }: RelativeTimeProps) {
  const live = useLive();
  return (
    <time
      key={live ? "reader" : "server"}
      dateTime={at}
      title={withTitle ? FULL.format(new Date(at)) : undefined}
      className={className}
      suppressHydrationWarning
    >
      {formatRelativeTime(at)}
    </time>
  );
}

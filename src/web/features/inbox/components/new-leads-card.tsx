import { Inbox } from "lucide-react";
import { Link } from "react-router";
import { THREAD_TAB } from "@/shared/conversations";
import { useLeadStageCounts } from "../api/leads";

/**
 * The first thing on a realtor's overview: how many leads wait at New, with the way to them.
 * Its figure reads as a dash while loading or after a failure (the Inbox says why).
 */
export function NewLeadsCard() {
  const counts = useLeadStageCounts();
  const fresh = counts.data?.new;
  return (
    <section
      aria-labelledby="new-leads-title"
      className="flex flex-wrap items-center justify-between gap-4 rounded-xl border bg-card p-5"
    >
      <div className="flex items-center gap-4">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Inbox aria-hidden="true" className="size-6" />
        </span>
        <div>
          <h3 id="new-leads-title" className="font-semibold text-lg">
            New leads
          </h3>
          <p aria-live="polite" className="text-muted-foreground">
            {fresh === undefined
              ? "—"
              : fresh === 0
                ? "You are all caught up."
                : `${fresh} ${fresh === 1 ? "lead waits" : "leads wait"} for a first answer.`}
          </p>
        </div>
      </div>
      <Link
        to={`/dashboard?tab=${THREAD_TAB.realtor}&stage=new`}
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        Open new leads
      </Link>
    </section>
  );
}

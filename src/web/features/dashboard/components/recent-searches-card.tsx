import { History } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { RECENT_SEARCHES_SHOWN, type RecentSearch } from "@/shared/notifications";
import { Card } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { paths } from "@/web/lib/paths";
import { useRecentSearches } from "../api/get-recent-searches";

interface RecentSearchesCardProps {
  userId: string;
  /** Beside each entry, e.g. Saved Searches' 'Save' (features do not import each other). */
  renderAction?: (search: RecentSearch) => ReactNode;
}

/** The user's last searches, each a link back to that search. */
export function RecentSearchesCard({ userId, renderAction }: RecentSearchesCardProps) {
  const searches = useRecentSearches(userId);
  const titleId = useId();
  return (
    <Card role="group" aria-labelledby={titleId} className="flex flex-col gap-3 p-5">
      <div className="flex items-center justify-between gap-3">
        <h3 id={titleId} className="font-medium text-muted-foreground text-sm">
          Recent Searches
        </h3>
        <History aria-hidden="true" className="size-5 text-muted-foreground" />
      </div>
      {searches.isPending ? (
        <div role="status" className="space-y-2">
          <span className="sr-only">Loading recent searches</span>
          <Skeleton className="h-5 w-3/4 rounded-md" />
          <Skeleton className="h-5 w-1/2 rounded-md" />
        </div>
      ) : searches.isError ? (
        <p role="alert" className="text-muted-foreground text-sm">
          Recent searches could not be loaded.
        </p>
      ) : searches.data.length === 0 ? (
        <p className="text-muted-foreground text-sm">No recent searches</p>
      ) : (
        <ul className="space-y-1.5 text-sm">
          {searches.data.slice(0, RECENT_SEARCHES_SHOWN).map((search) => (
            <li key={search.query} className="flex items-center justify-between gap-2">
              <Link
                to={paths.search(Object.fromEntries(new URLSearchParams(search.query)))}
                className="truncate font-medium text-primary underline-offset-4 hover:underline"
              >
                {search.label}
              </Link>
              {renderAction?.(search)}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

import { SearchCheck } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/web/components/ui/button";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { Skeleton } from "@/web/components/ui/skeleton";
import { paths } from "@/web/lib/paths";
import { useSavedSearches } from "../api/get-saved-searches";
import { SavedSearchRow } from "./saved-search-row";

/** The dashboard's Saved Searches tab: each search with its new matches. */
export function SavedSearchesPanel({ userId }: { userId: string }) {
  const searches = useSavedSearches(userId);
  if (searches.isPending) {
    return (
      <div role="status" className="space-y-3">
        <span className="sr-only">Loading saved searches</span>
        <Skeleton className="h-28 w-full rounded-xl" />
        <Skeleton className="h-28 w-full rounded-xl" />
      </div>
    );
  }
  if (searches.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-4 rounded-xl border p-10 text-center"
      >
        <p>We couldn't load your saved searches. Please try again.</p>
        <Button type="button" variant="outline" onClick={() => void searches.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (searches.data.items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed px-4 py-16 text-center">
        <SearchCheck aria-hidden="true" className="size-10 text-muted-foreground" />
        <h2 className="font-semibold text-xl">No Saved Searches</h2>
        <p className="max-w-md text-muted-foreground">
          Search for homes and press Save search: we will tell you about new listings and price
          drops that match.
        </p>
        <Link to={paths.search()} className={buttonVariants()}>
          Search Properties
        </Link>
      </div>
    );
  }
  return (
    <section aria-labelledby="saved-searches-title" className="space-y-3">
      <h2 id="saved-searches-title" className="sr-only">
        Your saved searches
      </h2>
      <ul className="space-y-3">
        {searches.data.items.map((search) => (
          <SavedSearchRow key={search.id} userId={userId} search={search} />
        ))}
      </ul>
    </section>
  );
}

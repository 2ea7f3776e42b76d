import { LoaderCircle, SearchX } from "lucide-react";
import { useEffect, useRef } from "react";
import {
  PropertyGrid,
  PropertyGridSkeleton,
  type RenderCardAction,
} from "@/web/components/properties/property-card";
import { Button } from "@/web/components/ui/button";
import type { usePropertySearch } from "../../api/search-properties";

interface SearchResultsProps {
  search: ReturnType<typeof usePropertySearch>;
  renderAction?: RenderCardAction;
  /** The grid's columns (narrower beside the map). */
  gridClassName: string;
  /** The search is limited to a map area: the empty state says to widen it. */
  inMapArea: boolean;
  highlightedId: string | null;
  onHover: (id: string | null) => void;
}

/** The result grid, its loading, empty and error states, and the next pages. */
export function SearchResults({
  search,
  renderAction,
  gridClassName,
  inMapArea,
  highlightedId,
  onHover,
}: SearchResultsProps) {
  const { data, isPending, isError, isPlaceholderData, refetch } = search;

  if (isPending) {
    return (
      <div role="status">
        <span className="sr-only">Loading properties</span>
        <PropertyGridSkeleton count={6} className={gridClassName} />
      </div>
    );
  }
  if (isError && !data) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-4 rounded-xl border p-10 text-center"
      >
        <p>We couldn't load properties. Please try again.</p>
        <Button type="button" variant="outline" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const properties = data.pages.flatMap((page) => page.items);
  if (properties.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-4 py-16 text-center">
        <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
        <h2 className="font-semibold text-xl">
          {inMapArea ? "No homes in this area" : "No properties found"}
        </h2>
        <p className="max-w-md text-muted-foreground">
          {inMapArea
            ? "Zoom out or move the map, or adjust your filters."
            : "Try adjusting your search or filters to find what you're looking for."}
        </p>
      </div>
    );
  }
  return (
    <div aria-busy={isPlaceholderData} className="grid gap-8">
      <h2 className="sr-only">Results</h2>
      <div className={isPlaceholderData ? "opacity-60 transition-opacity" : undefined}>
        <PropertyGrid
          properties={properties}
          renderAction={renderAction}
          priorityFirst
          className={gridClassName}
          highlightedId={highlightedId}
          onHover={onHover}
        />
      </div>
      <MorePages search={search} />
    </div>
  );
}

/** Infinite scroll, with a 'Load more' button for keyboards, old browsers and failed loads. */
function MorePages({ search }: { search: SearchResultsProps["search"] }) {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = search;
  const sentinel = useRef<HTMLDivElement>(null);
  const autoLoad = hasNextPage && !isFetchingNextPage && !isFetchNextPageError;

  useEffect(() => {
    const target = sentinel.current;
    if (!autoLoad || !target || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [autoLoad, fetchNextPage]);

  if (!hasNextPage) return null;
  return (
    <div ref={sentinel} className="flex flex-col items-center gap-3">
      {isFetchNextPageError ? (
        <p role="alert" className="text-destructive text-sm">
          We couldn't load more properties.
        </p>
      ) : null}
      {isFetchingNextPage ? (
        <p role="status" className="flex h-10 items-center gap-2 text-muted-foreground text-sm">
          <LoaderCircle
            aria-hidden="true"
            className="size-5 animate-spin motion-reduce:animate-none"
          />
          Loading more properties...
        </p>
      ) : (
        <Button type="button" variant="outline" onClick={() => void fetchNextPage()}>
          Load more
        </Button>
      )}
    </div>
  );
}

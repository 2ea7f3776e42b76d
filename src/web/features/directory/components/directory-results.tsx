import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { LoaderCircle, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import type { DirectoryPage } from "@/shared/directory";
import { formatCount } from "@/shared/format";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";

export interface DirectoryTexts {
  /** e.g. "Loading photographers..." */
  loading: string;
  /** e.g. "Error loading photographers. Please try again later." */
  error: string;
  /** e.g. "No photographers found matching your search." */
  empty: string;
  /** The plural noun for the count and the next pages, e.g. "photographers". */
  noun: string;
  /** The noun for a count of one, e.g. "photographer". */
  singular: string;
}

interface DirectoryResultsProps<T extends { id: string }> {
  query: UseInfiniteQueryResult<InfiniteData<DirectoryPage<T>, unknown>>;
  texts: DirectoryTexts;
  renderCard: (item: T, index: number) => ReactNode;
}

const GRID = "grid gap-6 md:grid-cols-2 xl:grid-cols-3";

/** A directory's cards with their loading, error and empty states, and 'Load more'. */
export function DirectoryResults<T extends { id: string }>({
  query,
  texts,
  renderCard,
}: DirectoryResultsProps<T>) {
  const { data, isPending, isError, isPlaceholderData, refetch } = query;
  if (isPending) {
    return (
      <div className="grid gap-6">
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <LoaderCircle
            aria-hidden="true"
            className="size-5 animate-spin motion-reduce:animate-none"
          />
          {texts.loading}
        </p>
        <div className={GRID} aria-hidden="true">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-80 rounded-xl" />
          ))}
        </div>
      </div>
    );
  }
  if (isError && !data) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-4 rounded-xl border p-10 text-center"
      >
        <p>{texts.error}</p>
        <Button type="button" variant="outline" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const items = data.pages.flatMap((page) => page.items);
  const total = data.pages[0]?.total ?? 0;
  return (
    <div aria-busy={isPlaceholderData} className="grid gap-6">
      <h2 className="sr-only">Results</h2>
      <p role="status" className="text-muted-foreground text-sm">
        {items.length > 0
          ? `${formatCount(total)} ${total === 1 ? texts.singular : texts.noun} found`
          : null}
      </p>
      {items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-4 py-16 text-center">
          <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
          <p className="font-medium">{texts.empty}</p>
        </div>
      ) : (
        <ul className={`${GRID} ${isPlaceholderData ? "opacity-60 transition-opacity" : ""}`}>
          {items.map((item, index) => (
            <li key={item.id} className="flex">
              {renderCard(item, index)}
            </li>
          ))}
        </ul>
      )}
      <MorePages query={query} noun={texts.noun} />
    </div>
  );
}

function MorePages<T>({
  query,
  noun,
}: {
  query: UseInfiniteQueryResult<InfiniteData<DirectoryPage<T>, unknown>>;
  noun: string;
}) {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  if (!hasNextPage) return null;
  return (
    <div className="flex flex-col items-center gap-3">
      {isFetchNextPageError ? (
        <p role="alert" className="text-destructive text-sm">
          We couldn't load more {noun}.
        </p>
      ) : null}
      <Button
        type="button"
        variant="outline"
        // aria-disabled rather than disabled: a disabled button would drop the keyboard focus.
        aria-disabled={isFetchingNextPage || undefined}
        aria-busy={isFetchingNextPage || undefined}
        onClick={() => {
          if (!isFetchingNextPage) void fetchNextPage();
        }}
      >
        {isFetchingNextPage ? (
          <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
        ) : null}
        {isFetchingNextPage ? `Loading more ${noun}...` : "Load more"}
      </Button>
    </div>
  );
}

import { LoaderCircle } from "lucide-react";
import { Button } from "@/web/components/ui/button";

interface LoadMoreProps {
  /** The infinite query whose next page the button fetches. */
  pages: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    isFetchNextPageError: boolean;
    fetchNextPage: () => Promise<unknown>;
  };
  /** Shown when the last try failed, e.g. "We couldn't load more comments." */
  failed: string;
}

/** 'Load more' under a list read page by page; nothing once the last page is in. */
export function LoadMore({ pages, failed }: LoadMoreProps) {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = pages;
  if (!hasNextPage) return null;
  return (
    <div className="flex flex-col items-center gap-2 pt-2">
      {isFetchNextPageError ? (
        <p role="alert" className="text-destructive text-sm">
          {failed}
        </p>
      ) : null}
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={isFetchingNextPage}
        onClick={() => void fetchNextPage()}
      >
        {isFetchingNextPage ? (
          <>
            <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
            Loading...
          </>
        ) : (
          "Load more"
        )}
      </Button>
    </div>
  );
}

import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/web/components/ui/button";

interface TablePaginationProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** Previous / Next under a server-paged table, hidden when everything fits on one page. */
export function TablePagination({ page, pageCount, onPage }: TablePaginationProps) {
  if (pageCount <= 1 && page <= 1) return null;
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-2 pt-4">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      <p className="text-muted-foreground text-sm" aria-live="polite">
        Page {page} of {Math.max(pageCount, 1)}
      </p>
      <Button
        variant="outline"
        size="sm"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        Next
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}

import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { nextPage, paginationWindow, previousPage, showsPagination } from "../pagination-window";

interface BlogPaginationProps {
  page: number;
  pageCount: number;
  /** The link to another page of the same list. */
  hrefFor: (page: number) => string;
}

// A page change keeps the path, so the layout's scroll-to-top does not run: start the new page
// at the top here, as any page link would.
const scrollToTop = () => window.scrollTo(0, 0);

/** Previous, up to 5 page numbers and Next, as links (each page has its own URL). */
export function BlogPagination({ page, pageCount, hrefFor }: BlogPaginationProps) {
  if (!showsPagination(page, pageCount)) return null;
  const previous = previousPage(page, pageCount);
  const next = nextPage(page, pageCount);
  return (
    <nav aria-label="Blog pages" className="flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <StepLink to={previous ? hrefFor(previous) : null}>
            <ChevronLeft aria-hidden="true" />
            Previous
          </StepLink>
        </li>
        {paginationWindow(page, pageCount).map((number) => (
          <li key={number}>
            <Link
              to={hrefFor(number)}
              onClick={scrollToTop}
              aria-current={number === page ? "page" : undefined}
              aria-label={`Page ${number}`}
              className={buttonVariants({
                variant: number === page ? "default" : "outline",
                size: "icon",
              })}
            >
              {number}
            </Link>
          </li>
        ))}
        <li>
          <StepLink to={next ? hrefFor(next) : null}>
            Next
            <ChevronRight aria-hidden="true" />
          </StepLink>
        </li>
      </ul>
    </nav>
  );
}

/** Previous or Next: a link, or a disabled-looking placeholder at the ends. */
function StepLink({ to, children }: { to: string | null; children: ReactNode }) {
  const className = buttonVariants({ variant: "ghost", className: "px-3" });
  if (!to) {
    return (
      <span aria-disabled="true" className={`${className} pointer-events-none opacity-50`}>
        {children}
      </span>
    );
  }
  return (
    <Link to={to} onClick={scrollToTop} className={className}>
      {children}
    </Link>
  );
}

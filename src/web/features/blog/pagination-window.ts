import { BLOG_PAGINATION_WINDOW } from "@/shared/blog";

/**
 * The page numbers the pagination shows: up to `size` consecutive pages with the current one as
 * near the middle as the ends allow. A page past the end (a stale or edited link) shows the last
 * pages, so there is a way back. Empty when there are no pages at all.
 */
export function paginationWindow(
  page: number,
  pageCount: number,
  size = BLOG_PAGINATION_WINDOW,
): number[] {
  if (pageCount < 1 || size < 1) return [];
  const current = Math.min(Math.max(page, 1), pageCount);
  const start = Math.max(1, Math.min(current - Math.floor((size - 1) / 2), pageCount - size + 1));
  const end = Math.min(pageCount, start + size - 1);
  return Array.from({ length: end - start + 1 }, (_, index) => start + index);
}

/** Pagination is shown with more than one page, and on a page past the end to lead back. */
export function showsPagination(page: number, pageCount: number): boolean {
  return pageCount > 1 || (pageCount >= 1 && page > pageCount);
}

/** Previous from a page past the end goes to the last page, not to another empty one. */
export function previousPage(page: number, pageCount: number): number | null {
  if (page <= 1) return null;
  return page > pageCount ? Math.max(pageCount, 1) : page - 1;
}

export function nextPage(page: number, pageCount: number): number | null {
  return page < pageCount ? page + 1 : null;
}

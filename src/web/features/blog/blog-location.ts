import { BLOG_CATEGORY_MAX_LENGTH, BLOG_SEARCH_MAX } from "@/shared/blog";

/** What /blog shows, as read from its URL: every field valid, or left out. */
export interface BlogListState {
  q?: string;
  category?: string;
  page: number;
}

/** Trimmed text within `max` characters; blank or longer means the URL value is ignored. */
function textParam(value: string | null, max: number): string | undefined {
  const text = value?.trim();
  return text && text.length <= max ? text : undefined;
}

/** A page is a plain positive whole number ("2", not "2.0", "1e3" or "-1"); else page 1. */
function pageParam(value: string | null): number {
  if (!value || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/**
 * Reads /blog's query string (`q`, `category`, `page`). A shared or hand-edited link may carry
 * anything: bad values are dropped one by one, the rest still applies.
 */
export function readBlogLocation(params: URLSearchParams): BlogListState {
  const state: BlogListState = { page: pageParam(params.get("page")) };
  const q = textParam(params.get("q"), BLOG_SEARCH_MAX);
  const category = textParam(params.get("category"), BLOG_CATEGORY_MAX_LENGTH);
  if (q) state.q = q;
  if (category) state.category = category;
  return state;
}

/**
 * The category the list filters by: the known category's own spelling (the URL may differ in
 * case), or none when the categories are known and this is not one of them. Until they are
 * known (or when they failed to load), the URL's value is trusted; the server matches it anyway.
 */
export function resolveCategory(
  requested: string | undefined,
  known: readonly string[] | undefined,
): string | undefined {
  if (!requested || !known) return requested;
  const wanted = requested.toLowerCase();
  return known.find((name) => name.toLowerCase() === wanted);
}

/**
 * The search a listing was opened from, carried in the history state of the listing's entry so
 * 'Back to search' returns to the same filters without putting them in the
 * listing's URL.
 */
export interface SearchReturnState {
  searchReturn: string;
}

/** The state a card's link gives the listing: only from /search, the one page it returns to. */
export function searchReturnState(pathname: string, search: string): SearchReturnState | undefined {
  return pathname === "/search" ? { searchReturn: `/search${search}` } : undefined;
}

/** Where 'Back to search' goes: the search the listing came from, or a fresh one. */
export function searchReturnPath(state: unknown): string {
  if (typeof state !== "object" || state === null || !("searchReturn" in state)) return "/search";
  const path = state.searchReturn;
  // Only ever a /search address this app wrote; anything else in the state is ignored.
  return typeof path === "string" && /^\/search(\?|$)/.test(path) ? path : "/search";
}

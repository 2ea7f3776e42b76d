import type { DehydratedState } from "@tanstack/react-query";

/**
 * A public page's loader in the browser, for moves inside the app (decision 009). The server's
 * loader fills the cache of a page it draws; after that, the page's hooks read through the API
 * themselves: a move shows the page at once with its own loading states, keeps the previous
 * results while a search changes, and reuses what the cache already holds.
 */
export function clientLoader(): { dehydrated?: DehydratedState } {
  return {};
}

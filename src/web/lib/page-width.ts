import { useMatches } from "react-router";

/** A route module's `handle` that asks for the wide page (search's list beside its map). */
export const WIDE_PAGE = { wide: true } as const;

/**
 * The width of the page's content, for frames drawn outside it (the header): the same box, so
 * their edges line up. Pages are 1280 px at most; a route whose handle is WIDE_PAGE, 1536 px.
 */
export function usePageWidthClass(): string {
  const wide = useMatches().some(
    (match) => (match.handle as { wide?: boolean } | undefined)?.wide === true,
  );
  return wide ? "max-w-screen-2xl" : "max-w-7xl";
}

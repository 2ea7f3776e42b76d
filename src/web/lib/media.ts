/** Below Tailwind's `md` breakpoint (768 px) the bottom bar replaces the header navigation. */
const MOBILE_QUERY = "(max-width: 767.98px)";

export function isMobileViewport(): boolean {
  return window.matchMedia(MOBILE_QUERY).matches;
}

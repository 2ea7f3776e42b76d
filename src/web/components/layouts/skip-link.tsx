import type { MouseEvent } from "react";

export const MAIN_CONTENT_ID = "main-content";

/**
 * Lets keyboard users jump past the header; it slides into view when focused. Focus is moved by
 * hand so the URL keeps no hash and the router sees no navigation.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      className="fixed top-3 left-3 z-50 -translate-y-24 rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground focus:translate-y-0"
    >
      Skip to content
    </a>
  );
}

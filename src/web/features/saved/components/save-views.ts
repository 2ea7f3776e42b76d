import type { MouseEvent } from "react";

/* What a save control draws, whichever button or link draws it. */

export interface SaveButtonViewProps {
  saved: boolean;
  disabled?: boolean;
  onClick?: () => void;
}

/**
 * A signed-out visitor's save control: a link to sign in, so it leads somewhere before (or
 * without) the scripts; with them, a click shows the 'Sign in required' prompt instead.
 */
export interface SignInLinkViewProps {
  href: string;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}

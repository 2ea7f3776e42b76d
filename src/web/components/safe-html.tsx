import { clsx } from "clsx";
import type { MouseEvent } from "react";
import { useNavigate } from "react-router";

/**
 * Long-form text styles (the post's own headings, lists, quotes, code, images and links), built
 * on the theme's colour tokens so light and dark both keep their AA contrast. Headings start at
 * h2 in size: the page's own title is the h1.
 */
const PROSE = clsx(
  "text-base leading-7 [overflow-wrap:anywhere] [&>*+*]:mt-5",
  "[&_:is(h1,h2,h3,h4,h5,h6)]:font-semibold [&_:is(h1,h2,h3,h4,h5,h6)]:leading-tight [&_:is(h1,h2,h3,h4,h5,h6)]:tracking-tight",
  "[&_h1]:mt-10 [&_h1]:text-3xl [&_h2]:mt-10 [&_h2]:text-2xl [&_h3]:mt-8 [&_h3]:text-xl",
  "[&_:is(h4,h5,h6)]:mt-6 [&_:is(h4,h5,h6)]:text-lg",
  "[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:decoration-2",
  "[&_strong]:font-semibold [&_strong]:text-foreground",
  "[&_ul]:list-disc [&_ol]:list-decimal [&_:is(ul,ol)]:space-y-2 [&_:is(ul,ol)]:pl-6 [&_li::marker]:text-muted-foreground",
  "[&_blockquote]:border-primary [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground [&_blockquote]:italic",
  "[&_code]:rounded [&_code]:bg-muted [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-sm",
  "[&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-muted [&_pre]:p-4 [&_pre]:text-sm [&_pre]:[overflow-wrap:normal] [&_pre_code]:bg-transparent [&_pre_code]:p-0",
  "[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg",
);

/** App routes are the only same-origin addresses worth keeping in the page; files are not. */
const NOT_APP_ROUTES = ["/api/", "/media/", "/assets/"];

/**
 * The in-app path a link in the HTML points to, for a client-side move, or null to leave the
 * click to the browser (another site, mailto:, a stored file).
 */
export function inAppPath(href: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  if (NOT_APP_ROUTES.some((prefix) => url.pathname.startsWith(prefix))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

function isPlainClick(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

interface SafeHtmlProps {
  /**
   * HTML the server has sanitised (blog posts are sanitised when saved: no scripts, event
   * handlers, javascript: URLs or outside images). Never pass anything else.
   */
  html: string;
  className?: string;
}

/**
 * The one place the app renders HTML it did not build itself. Links to other pages of the app
 * move inside the app instead of reloading it; the rest behave as links do.
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const navigate = useNavigate();

  const followInAppLink = (event: MouseEvent<HTMLDivElement>) => {
    if (!isPlainClick(event) || !(event.target instanceof Element)) return;
    const link = event.target.closest("a");
    if (!link?.href || link.hasAttribute("download")) return;
    if (link.target && link.target !== "_self") return;
    const path = inAppPath(link.href, window.location.origin);
    if (!path) return;
    event.preventDefault();
    navigate(path);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it listens for clicks on the links inside, which are focusable and keyboard-operable themselves.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires this same click.
    <div
      className={clsx(PROSE, className)}
      onClick={followInAppLink}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised HTML, this component's one job.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

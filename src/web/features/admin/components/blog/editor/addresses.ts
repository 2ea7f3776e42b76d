import { BLOG_MEDIA_PREFIX } from "@/shared/blog-html";

const LINK_SCHEMES = ["http", "https", "mailto"];
const SCHEME = /^([a-z][a-z0-9.+-]*):/i;
// Any origin would do: only whether a source stays on it matters.
const PAGE_URL = new URL("https://homescope.invalid/blog/post");

/** Browsers skip spaces and control characters inside URLs, which can hide a scheme. */
const isSkipped = (char: string) => char.charCodeAt(0) <= 0x20 || char.charCodeAt(0) === 0x7f;

/**
 * Whether the server keeps this link address as it is: http(s) or mailto, or relative but not
 * "//host", which it refuses. Markup inside ("java<!---->script:") is refused outright, as the
 * server reads it differently from a browser.
 */
export function isKeptHref(href: string): boolean {
  const cleaned = [...href].filter((char) => !isSkipped(char)).join("");
  if (cleaned.includes("<")) return false;
  const scheme = SCHEME.exec(cleaned)?.[1];
  if (scheme) return LINK_SCHEMES.includes(scheme.toLowerCase());
  return !/^[/\\]{2}/.test(cleaned);
}

/**
 * An image source as the server stores it (an absolute path under the app's own media), or null
 * when the server would drop the image, so the editor holds only images the post page shows.
 */
export function mediaSource(src: string | null): string | null {
  const trimmed = src?.trim();
  // A backslash reads as "/" and skipped characters can hide "//host" from the check below.
  if (!trimmed || [...trimmed].some((char) => char === "\\" || isSkipped(char))) return null;
  let url: URL;
  try {
    url = new URL(trimmed, PAGE_URL);
  } catch {
    return null;
  }
  if (url.origin !== PAGE_URL.origin || !url.pathname.startsWith(BLOG_MEDIA_PREFIX)) return null;
  return url.pathname + url.search;
}

/**
 * The only tags and attributes blog HTML keeps. One definition, read by the server's
 * sanitiser (what is stored) and the editor's live preview (what the admin sees before saving),
 * so the preview never shows something the post page will not.
 */
export const BLOG_ALLOWED_TAGS = [
  "p",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "strong",
  "em",
  "u",
  "ul",
  "ol",
  "li",
  "a",
  "blockquote",
  "pre",
  "code",
  "img",
  "br",
] as const;

/** Attributes per tag ("*": on any allowed tag): href, src, alt, target, rel and class. */
export const BLOG_ALLOWED_ATTRIBUTES = {
  a: ["href", "rel", "target"],
  img: ["src", "alt"],
  "*": ["class"],
} as const satisfies Record<string, readonly string[]>;

/** Images must come from the app's own stored media: nothing from outside. */
export const BLOG_MEDIA_PREFIX = "/media/";

// Any origin would do: only whether a source stays on it matters.
const PAGE_URL = new URL("https://homescope.invalid/blog/post");

/**
 * Browsers read a backslash as "/" and skip spaces and control characters inside URLs, which can
 * hide "//host" from a check; no honest media path needs them (spaces are written %20).
 */
function hasHidingCharacters(src: string): boolean {
  for (const char of src) {
    const code = char.charCodeAt(0);
    if (char === "\\" || code <= 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * The stored form of an image source, or null when it would leave the app's own media (nothing
 * is fetched from outside at run time). Relative sources are resolved as the post page would, and
 * kept as an absolute path so the admin preview, the editor and the post page show the same image.
 */
export function blogMediaSource(src: string | null | undefined): string | null {
  const trimmed = src?.trim();
  if (!trimmed || hasHidingCharacters(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed, PAGE_URL);
  } catch {
    return null;
  }
  if (url.origin !== PAGE_URL.origin || !url.pathname.startsWith(BLOG_MEDIA_PREFIX)) return null;
  return url.pathname + url.search;
}

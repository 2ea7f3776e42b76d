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

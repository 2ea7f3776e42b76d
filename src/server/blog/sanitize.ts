import sanitizeHtml from "sanitize-html";
import { BLOG_ALLOWED_ATTRIBUTES, BLOG_ALLOWED_TAGS, blogMediaSource } from "@/shared/blog-html";

/**
 * Elements whose content is dropped with them rather than kept as text: raw-text and foreign
 * elements that parsers and browsers read differently (the classic mutation-XSS carriers), and
 * embeds whose fallback text is never meant for a reader.
 */
const DROPPED_WITH_CONTENT = [
  "script",
  "style",
  "textarea",
  "option",
  "select",
  "noscript",
  "noembed",
  "noframes",
  "xmp",
  "plaintext",
  "iframe",
  "object",
  "template",
  "title",
  "head",
  "svg",
  "math",
];

const LINK_TARGETS = ["_blank", "_self", "_parent", "_top"];

const POST_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...BLOG_ALLOWED_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(BLOG_ALLOWED_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href", "src"],
  // "//host/path" links are spelled out in full by editors; refusing them closes the "/\host" trick.
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: DROPPED_WITH_CONTENT,
  parseStyleAttributes: false,
  transformTags: {
    a: (tagName, attribs) => {
      const { target, rel, ...rest } = attribs;
      if (!target || !LINK_TARGETS.includes(target))
        return { tagName, attribs: rel ? { ...rest, rel } : rest };
      // A page opened in another browsing context could otherwise reach back through window.opener.
      return { tagName, attribs: { ...rest, target, rel: "noopener noreferrer" } };
    },
    img: (tagName, attribs) => {
      // An image its author gave no text is decorative to a screen reader (alt=""), which then
      // skips it instead of reading out its file name.
      const { src: _src, alt = "", ...rest } = attribs;
      const src = blogMediaSource(attribs.src);
      return { tagName, attribs: src ? { ...rest, alt, src } : { ...rest, alt } };
    },
  },
  // An image whose source was refused would show as a broken box.
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

/**
 * Blog HTML as it may reach a reader: the allowed tags and attributes only, links to http(s),
 * mailto or relative addresses, images only from /media/. Run on every save, so what is stored
 * is already safe to render.
 */
export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, POST_OPTIONS).trim();
}

const TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  nonTextTags: DROPPED_WITH_CONTENT,
};

/** Block boundaries, where words of neighbouring elements must not run together. */
const BLOCK_EDGE = /<\/?(?:p|h[1-6]|li|ul|ol|blockquote|pre|div|tr|td|th)\b[^>]*>|<br\b[^>]*>/gi;

/** sanitize-html escapes exactly these in text; undone so excerpts and search see the characters. */
function unescapeText(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

/**
 * The readable text of some HTML, entities decoded and whitespace collapsed: what excerpts,
 * reading time and search use. The result is text, never markup; escape it when showing it.
 */
export function toPlainText(html: string): string {
  const text = sanitizeHtml(html.replace(BLOCK_EDGE, " $& "), TEXT_OPTIONS);
  return unescapeText(text).replace(/\s+/g, " ").trim();
}

/**
 * Whether sanitised HTML has anything a reader would see: some text or an image. Markup alone
 * (an empty paragraph, a stripped script) is no content.
 */
export function hasReadableContent(html: string): boolean {
  return toPlainText(html) !== "" || /<img\b/i.test(html);
}

import DOMPurify from "dompurify";
import { BLOG_ALLOWED_ATTRIBUTES, BLOG_ALLOWED_TAGS, BLOG_MEDIA_PREFIX } from "@/shared/blog-html";

const ATTRIBUTES_BY_TAG: Record<string, readonly string[]> = BLOG_ALLOWED_ATTRIBUTES;
const ANY_TAG = ATTRIBUTES_BY_TAG["*"] ?? [];
const ALL_ATTRIBUTES = [...new Set(Object.values(ATTRIBUTES_BY_TAG).flat())];
/** http(s), mailto and relative addresses, as the server allows. */
const ALLOWED_URI = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

let purifier: ReturnType<typeof DOMPurify> | null = null;

/**
 * A DOMPurify of our own (its hooks are per instance) set up from the one shared allow-list:
 * attributes are kept per tag, images only from the app's own media, and links opened elsewhere
 * lose the way back to this page, as the server's sanitiser does.
 */
function getPurifier() {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook("uponSanitizeAttribute", (node, data) => {
    const allowed = ATTRIBUTES_BY_TAG[node.nodeName.toLowerCase()] ?? [];
    if (!allowed.includes(data.attrName) && !ANY_TAG.includes(data.attrName)) data.keepAttr = false;
  });
  instance.addHook("afterSanitizeAttributes", (node) => {
    if (node.nodeName === "IMG") {
      const src = node.getAttribute("src") ?? "";
      const url = new URL(src, window.location.origin);
      const own =
        url.origin === window.location.origin && url.pathname.startsWith(BLOG_MEDIA_PREFIX);
      if (!src || !own) node.remove();
    }
    if (
      node.nodeName === "A" &&
      node.getAttribute("target") &&
      node.getAttribute("target") !== "_self"
    )
      node.setAttribute("rel", "noopener noreferrer");
  });
  purifier = instance;
  return instance;
}

/** Editor HTML as the post page will show it, cleaned with the server's allow-list. */
export function sanitizePreview(html: string): string {
  return getPurifier().sanitize(html, {
    ALLOWED_TAGS: [...BLOG_ALLOWED_TAGS],
    ALLOWED_ATTR: ALL_ATTRIBUTES,
    ALLOWED_URI_REGEXP: ALLOWED_URI,
  });
}

/** Whether HTML has anything a reader would see: some text or an image (the server's rule). */
export function hasReadableContent(html: string): boolean {
  const template = document.createElement("template");
  template.innerHTML = sanitizePreview(html);
  return (
    (template.content.textContent ?? "").trim() !== "" ||
    template.content.querySelector("img") !== null
  );
}

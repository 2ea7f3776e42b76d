import { mergeAttributes, Node } from "@tiptap/core";
import { blogMediaSource } from "@/shared/blog-html";

/**
 * An image of the app's own media, with its text alternative: the allow-list's <img src alt>
 * and nothing more. Inline, as images sit inside paragraphs in stored posts. Images from
 * anywhere else are not parsed at all (the post page would not show them); no toolbar button
 * adds images, so pasting and stored posts are the only ways in.
 */
export const MediaImage = Node.create({
  name: "image",
  inline: true,
  group: "inline",
  draggable: true,

  addAttributes() {
    // alt first and always written: the server's sanitiser writes them in this order, and an
    // image without text as alt="" (decorative).
    return {
      alt: {
        default: "",
        parseHTML: (element) => element.getAttribute("alt") ?? "",
        renderHTML: (attributes) => ({ alt: attributes.alt ?? "" }),
      },
      src: {
        default: null,
        parseHTML: (element) => blogMediaSource(element.getAttribute("src")),
      },
    };
  },

  parseHTML() {
    return [
      {
        tag: "img[src]",
        getAttrs: (element) => (blogMediaSource(element.getAttribute("src")) ? null : false),
      },
    ];
  },

  renderHTML({ HTMLAttributes }) {
    return ["img", mergeAttributes(HTMLAttributes)];
  },
});

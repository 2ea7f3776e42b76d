import { StarterKit } from "@tiptap/starter-kit";
import { AllowedLink } from "./allowed-link";
import { KeepClass } from "./keep-class";
import { MediaImage } from "./media-image";

/**
 * Everything the blog editor can hold, which is the allow-list of shared/blog-html.ts and no more:
 * p, h1-h6, strong, em, u, ul/ol/li, a, blockquote, pre/code, img and br, each with only the
 * attributes the allow-list keeps. Markup outside it (pasted or stored) is dropped on the way in,
 * so the editor never writes anything the server's sanitiser would change.
 */
export const BLOG_SCHEMA = [
  StarterKit.configure({
    // <s> and <hr> are not on the allow-list.
    strike: false,
    horizontalRule: false,
    // Replaced by versions limited to the allow-list.
    link: false,
    // It would store an empty paragraph after a closing list, quote or code block.
    trailingNode: false,
  }),
  AllowedLink,
  MediaImage,
  KeepClass,
];

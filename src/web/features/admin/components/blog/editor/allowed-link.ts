import { Link } from "@tiptap/extension-link";
import { isKeptHref } from "./addresses";

/** The targets the server keeps; any of them gets rel="noopener noreferrer" there. */
const LINK_TARGETS = ["_blank", "_self", "_parent", "_top"];
const OPENER_SAFE = "noopener noreferrer";

/**
 * Links as the allow-list has them (<a href target rel>, class from KeepClass, no title) and as
 * the server rewrites them, so saving changes nothing: only addresses it keeps, a known target or
 * none, and a target always with rel="noopener noreferrer".
 */
export const AllowedLink = Link.extend({
  addAttributes() {
    return {
      href: { default: null },
      target: {
        default: null,
        parseHTML: (element) => {
          const target = element.getAttribute("target");
          return target && LINK_TARGETS.includes(target) ? target : null;
        },
      },
      rel: {
        default: null,
        parseHTML: (element) =>
          LINK_TARGETS.includes(element.getAttribute("target") ?? "")
            ? OPENER_SAFE
            : element.getAttribute("rel"),
      },
    };
  },

  renderHTML({ HTMLAttributes }) {
    // The attributes alone, in the order above (Link's defaults would put target first), and an
    // address the server would refuse written as no address at all.
    const href =
      HTMLAttributes.href && isKeptHref(HTMLAttributes.href) ? HTMLAttributes.href : null;
    return ["a", { ...HTMLAttributes, href }, 0];
  },
}).configure({
  isAllowedUri: (url) => isKeptHref(url),
  // Typed addresses stay text (the toolbar makes links), and text typed after a link is not
  // pulled into it.
  autolink: false,
  // A click places the caret for editing instead of opening the address.
  openOnClick: false,
});

import type { Page } from "@playwright/test";

/**
 * What sticks out past the right edge of the viewport: the page's sideways scroll and the
 * elements that cause it, named so a failure says where to look. An element inside a box that
 * clips or scrolls its content (a carousel, a table's scroller) sticks out of nothing; one inside
 * something pinned to the screen (the bottom bar) is cut off, so it counts too.
 */
export interface Overflow {
  /** How many pixels the page scrolls sideways. */
  scroll: number;
  /** The innermost elements past the edge, as `tag.class "text" (right edge)`. */
  offenders: string[];
}

export function measureOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const width = root.clientWidth;
    const clips = (element: Element) => {
      if (element === document.body || element === document.documentElement) return false;
      const { overflowX } = getComputedStyle(element);
      return overflowX !== "visible";
    };
    /** How far right the element reaches, its own text included (a long word overflows its box). */
    const reach = (element: Element) => {
      const rect = element.getBoundingClientRect();
      // Hidden boxes (a tooltip waiting for hover) still widen the page; clipped ones
      // (screen-reader text) do not.
      const style = getComputedStyle(element);
      if (style.clip === "rect(0px, 0px, 0px, 0px)" || style.clipPath === "inset(50%)") return 0;
      let right = rect.width > 0 && rect.height > 0 ? rect.right : 0;
      // A box that clips (an ellipsis, a scroller) keeps its text inside.
      if (clips(element)) return right;
      for (const node of element.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        right = Math.max(right, range.getBoundingClientRect().right);
      }
      return right;
    };
    const out: Element[] = [];
    const walk = (element: Element, throughClips: boolean) => {
      for (const child of element.children) {
        if (reach(child) > width + 1) out.push(child);
        if (throughClips || !clips(child)) walk(child, throughClips);
      }
    };
    walk(document.body, false);
    // The page scrolls yet nothing outside a clipping box sticks out: something positioned
    // escapes its clipping parent, so look inside those too.
    if (out.length === 0 && root.scrollWidth > width) walk(document.body, true);
    // The innermost ones: an outer box is usually only stretched by what it holds.
    const innermost = out.filter(
      (element) => !out.some((other) => other !== element && element.contains(other)),
    );
    const describe = (element: Element) => {
      const classes =
        typeof element.className === "string"
          ? element.className.trim().split(/\s+/).slice(0, 6).join(".")
          : "";
      const label = element.getAttribute("aria-label") ?? element.textContent ?? "";
      const text = label.trim().replace(/\s+/g, " ").slice(0, 40);
      const right = Math.round(reach(element));
      return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ""}> "${text}" (right edge ${right} px of ${width})`;
    };
    return {
      scroll: Math.max(0, root.scrollWidth - width),
      offenders: innermost.slice(0, 6).map(describe),
    };
  });
}

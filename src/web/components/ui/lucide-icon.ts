import { createElement, type SVGProps } from "react";

type IconNode = readonly (readonly [tag: string, attributes: Record<string, string>])[];

/** Props that give an icon a name of its own, so it is not hidden from assistive technology. */
const named = (props: SVGProps<SVGSVGElement>) =>
  Object.entries(props).some(
    ([prop, value]) =>
      value != null && (prop.startsWith("aria-") || prop === "role" || prop === "title"),
  );

/**
 * A lucide icon drawn from its path data, as lucide-react draws it (same attributes, classes
 * and aria-hidden rule) without its runtime. The build writes one of these in place of each icon
 * a module imports from lucide-react (scripts/vite/inline-lucide-icons.ts), so a page's icons
 * travel inside its own code instead of a small file each.
 */
export function lucideIcon(name: string, node: IconNode) {
  return function LucideIcon({ className, ...props }: SVGProps<SVGSVGElement>) {
    return createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: 24,
        height: 24,
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: "currentColor",
        strokeWidth: 2,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`,
        ...(named(props) ? {} : { "aria-hidden": "true" }),
        ...props,
      },
      node.map(([tag, attributes]) => createElement(tag, attributes)),
    );
  };
}

import { ChevronDown } from "lucide-react";
import { useRef } from "react";
import type { FormSectionRef } from "./form-section";

/**
 * The form's sections as links: a list beside the form on a wide screen, a disclosure that
 * stays under the header on a phone. Plain anchors, so they jump before scripts load too.
 */
export function ListingFormNav({ sections }: { sections: readonly FormSectionRef[] }) {
  const disclosure = useRef<HTMLDetailsElement>(null);
  const links = (onPick?: () => void) => (
    <ul className="grid gap-1">
      {sections.map((section) => (
        <li key={section.id}>
          <a
            href={`#${section.id}`}
            onClick={onPick}
            className="block rounded-md px-3 py-2 text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
          >
            {section.title}
          </a>
        </li>
      ))}
    </ul>
  );
  return (
    <nav
      aria-label="Form sections"
      className="sticky top-16 z-30 -mx-4 border-b bg-background px-4 py-2 lg:top-24 lg:mx-0 lg:self-start lg:border-b-0 lg:p-0"
    >
      <details ref={disclosure} className="group lg:hidden">
        <summary className="flex cursor-pointer list-none items-center justify-between rounded-md px-3 py-2 font-medium text-sm [&::-webkit-details-marker]:hidden">
          Jump to a section
          <ChevronDown
            aria-hidden="true"
            className="size-4 transition-transform group-open:rotate-180"
          />
        </summary>
        <div className="pt-1">
          {links(() => {
            if (disclosure.current) disclosure.current.open = false;
          })}
        </div>
      </details>
      <div className="hidden lg:block">{links()}</div>
    </nav>
  );
}

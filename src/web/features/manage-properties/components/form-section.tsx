import type { ReactNode } from "react";

/** One of the listing form's sections: where the section list jumps to. */
export interface FormSectionRef {
  id: string;
  title: string;
}

/** A titled part of the listing form, kept clear of the sticky header and section bar. */
export function FormSection({
  section,
  children,
}: {
  section: FormSectionRef;
  children: ReactNode;
}) {
  const headingId = `${section.id}-heading`;
  return (
    <section
      id={section.id}
      aria-labelledby={headingId}
      className="grid scroll-mt-32 gap-4 border-b pb-8 last-of-type:border-b-0 lg:scroll-mt-24"
    >
      <h2 id={headingId} className="font-semibold text-lg tracking-tight">
        {section.title}
      </h2>
      {children}
    </section>
  );
}

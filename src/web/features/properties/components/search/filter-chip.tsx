import { X } from "lucide-react";
import { Link } from "react-router";

interface FilterChipProps {
  label: string;
  /** Where removing it leads: the same search without it. */
  to: string;
}

/** A filter in effect, shown as a chip; following it removes the filter (a plain link). */
export function FilterChip({ label, to }: FilterChipProps) {
  return (
    <Link
      to={to}
      aria-label={`Remove filter: ${label}`}
      className="inline-flex h-8 items-center gap-1 rounded-full bg-accent px-3 font-medium text-accent-foreground text-sm hover:bg-accent/80"
    >
      {label}
      <X aria-hidden="true" className="size-4" />
    </Link>
  );
}

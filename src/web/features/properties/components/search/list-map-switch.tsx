import { List, MapIcon } from "lucide-react";
import { cn } from "@/web/lib/cn";

export type ResultsView = "list" | "map";

interface ListMapSwitchProps {
  value: ResultsView;
  onChange: (view: ResultsView) => void;
  className?: string;
}

const OPTIONS = [
  { view: "list", label: "List", Icon: List },
  { view: "map", label: "Map", Icon: MapIcon },
] as const;

/**
 * Phones: the results as a list (first, and what the server draws) or on the map. It stays under
 * the header as the page scrolls, so the way back from a full-screen map is always in sight.
 */
export function ListMapSwitch({ value, onChange, className }: ListMapSwitchProps) {
  return (
    <fieldset
      className={cn(
        "sticky top-[4.75rem] z-30 flex w-fit rounded-lg border bg-muted p-1 shadow-sm",
        className,
      )}
    >
      <legend className="sr-only">Show results as</legend>
      {OPTIONS.map(({ view, label, Icon }) => (
        <button
          key={view}
          type="button"
          aria-pressed={value === view}
          onClick={() => onChange(view)}
          className="flex h-9 items-center gap-2 rounded-md px-4 font-medium text-sm aria-pressed:bg-background aria-pressed:shadow-sm"
        >
          <Icon aria-hidden="true" className="size-4" />
          {label}
        </button>
      ))}
    </fieldset>
  );
}

import type { PlaceSearchSuggestion } from "@/shared/properties";
import { cn } from "@/web/lib/cn";

interface PlaceSuggestionListProps {
  id: string;
  options: PlaceSearchSuggestion[];
  active: number;
  expanded: boolean;
  pick: (option: PlaceSearchSuggestion) => void;
}

/** The search box's listbox of places (usePlaceCombobox): a city, or a ZIP code with its city. */
export function PlaceSuggestionList({
  id,
  options,
  active,
  expanded,
  pick,
}: PlaceSuggestionListProps) {
  return (
    <div
      id={id}
      role="listbox"
      aria-label="Places"
      hidden={!expanded}
      className="absolute top-full right-0 left-0 z-20 mt-1 max-h-72 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
    >
      {options.map((option, index) => (
        // The combobox input keeps the focus and handles the keys; a pointer picks directly.
        <div
          key={option.text}
          tabIndex={-1}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === active}
          // Read as "78745, Austin, TX": the two parts are laid out apart, not spoken apart.
          aria-label={option.detail ? `${option.text}, ${option.detail}` : undefined}
          // Picked on mouse down, before the input's blur closes the list.
          onMouseDown={(event) => {
            event.preventDefault();
            pick(option);
          }}
          className={cn(
            "flex cursor-pointer items-baseline justify-between gap-3 rounded-sm px-3 py-2 text-sm",
            index === active && "bg-accent text-accent-foreground",
          )}
        >
          <span>{option.text}</span>
          {option.detail ? (
            <span className="text-muted-foreground text-xs">{option.detail}</span>
          ) : null}
        </div>
      ))}
    </div>
  );
}

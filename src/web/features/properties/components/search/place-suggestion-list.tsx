import { PLACE_HOMES_CAP, type PlaceSearchSuggestion } from "@/shared/properties";
import { cn } from "@/web/lib/cn";

interface PlaceSuggestionListProps {
  id: string;
  options: PlaceSearchSuggestion[];
  active: number;
  expanded: boolean;
  pick: (option: PlaceSearchSuggestion) => void;
}

/** "1 home", "24 homes", "100+ homes", or "No homes yet" for a place with none. */
export function placeHomesLabel(homes: number): string {
  if (homes === 0) return "No homes yet";
  if (homes >= PLACE_HOMES_CAP) return `${PLACE_HOMES_CAP}+ homes`;
  return homes === 1 ? "1 home" : `${homes} homes`;
}

/**
 * The search box's listbox of places (usePlaceCombobox): a city, or a ZIP code with its city,
 * each with how many homes it holds (those with none come last, dimmed).
 */
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
      // Over the phone's sticky List/Map switch (z-30), under the header (z-40).
      className="absolute top-full right-0 left-0 z-[35] mt-1 max-h-72 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
    >
      {options.map((option, index) => (
        // The combobox input keeps the focus and handles the keys; a pointer picks directly.
        <div
          key={option.text}
          tabIndex={-1}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === active}
          // Read as "78745, Austin, TX, 12 homes": the parts are laid out apart, not spoken apart.
          // The name holds the visible words (a space keeps them apart), as voice control needs.
          aria-label={[option.text, option.detail, placeHomesLabel(option.homes)]
            .filter(Boolean)
            .join(", ")}
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
          <span className={cn(option.homes === 0 && "text-muted-foreground")}>{option.text}</span>{" "}
          <span className="text-muted-foreground text-xs">
            {option.detail ? `${option.detail} · ` : null}
            {placeHomesLabel(option.homes)}
          </span>
        </div>
      ))}
    </div>
  );
}

import { type KeyboardEvent, type Ref, useId, useState } from "react";
import type { PlaceSuggestion } from "@/shared/manage-properties";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { cn } from "@/web/lib/cn";
import { useDebouncedValue } from "@/web/lib/use-debounced-value";
import { usePlaces } from "../api/places";

const DEBOUNCE_MS = 200;

interface PlaceComboboxProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** Fills city, state and ZIP from the chosen place. */
  onPick: (place: PlaceSuggestion) => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  inputMode?: "text" | "numeric";
  autoComplete?: string;
}

const placeText = (place: PlaceSuggestion) => `${place.city}, ${place.state} ${place.zip}`;

/**
 * A text field offering US places from the bundled data as the user types: an ARIA
 * combobox with a listbox; arrow keys move, Enter picks, Escape closes the list only.
 */
export function PlaceCombobox({
  label,
  value,
  onChange,
  onBlur,
  onPick,
  error,
  inputRef,
  inputMode = "text",
  autoComplete,
}: PlaceComboboxProps) {
  const inputId = useId();
  const listId = useId();
  const errorId = `${inputId}-error`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(value, DEBOUNCE_MS);
  const places = usePlaces(open ? query : "");
  const options = open ? (places.data ?? []) : [];
  const expanded = options.length > 0;

  const pick = (place: PlaceSuggestion) => {
    onPick(place);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!expanded) {
        setOpen(true);
        return;
      }
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((index) => (index + step + options.length) % options.length);
    } else if (event.key === "Enter" && expanded && active >= 0) {
      event.preventDefault();
      const place = options[active];
      if (place) pick(place);
    } else if (event.key === "Escape" && expanded) {
      // Escape belongs to an open list: only the list closes.
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="relative grid gap-2">
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        id={inputId}
        ref={inputRef}
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        inputMode={inputMode}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          onBlur();
        }}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={`${label} suggestions`}
        hidden={!expanded}
        className="absolute top-full right-0 left-0 z-10 mt-1 max-h-60 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
      >
        {options.map((place, index) => (
          // The combobox input handles the keys; options are picked with them or by pointer.
          <div
            key={`${place.city}-${place.state}-${place.zip}`}
            tabIndex={-1}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // Picked on mouse down, before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(place);
            }}
            className={cn(
              "cursor-pointer rounded-sm px-2 py-1.5 text-sm",
              index === active && "bg-accent text-accent-foreground",
            )}
          >
            {placeText(place)}
          </div>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

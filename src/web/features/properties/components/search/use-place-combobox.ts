import { type KeyboardEvent, useId, useState } from "react";
import type { PlaceSearchSuggestion } from "@/shared/properties";
import { useDebouncedValue } from "@/web/lib/use-debounced-value";
import { usePlaceSuggestions } from "../../api/get-place-suggestions";

/** Shorter than the search's own 300 ms: suggestions should lead the results, not trail them. */
const SUGGEST_DEBOUNCE_MS = 150;

/**
 * The search box as an ARIA combobox over place suggestions (WAI-ARIA's list autocomplete
 * pattern): typing opens the list, arrow keys move through it with the focus kept in the box,
 * Enter picks the active suggestion (else submits the search as usual), Escape closes the list
 * before it may clear the box.
 */
export function usePlaceCombobox(text: string, onPick: (text: string) => void) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(text, SUGGEST_DEBOUNCE_MS);
  const suggestions = usePlaceSuggestions(open ? query : "");
  const options = open ? (suggestions.data ?? []) : [];
  const expanded = options.length > 0;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (option: PlaceSearchSuggestion) => {
    close();
    onPick(option.text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!expanded) return setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      const n = options.length;
      // From no active option, Down goes to the first and Up to the last; both wrap around.
      setActive((index) => (index < 0 ? (step > 0 ? 0 : n - 1) : (index + step + n) % n));
    } else if (event.key === "Enter" && expanded && active >= 0) {
      event.preventDefault();
      const option = options[active];
      if (option) pick(option);
    } else if (event.key === "Escape" && expanded) {
      // A search input clears itself on Escape: an open list takes the key instead.
      event.preventDefault();
      close();
    }
  };

  return {
    inputProps: {
      role: "combobox",
      "aria-expanded": expanded,
      "aria-controls": listId,
      "aria-autocomplete": "list",
      "aria-activedescendant": expanded && active >= 0 ? `${listId}-${active}` : undefined,
      onKeyDown,
    } as const,
    /** For the input's onChange: typing opens the list afresh. */
    onType: () => {
      setOpen(true);
      setActive(-1);
    },
    close,
    list: { id: listId, options, active, expanded, pick },
  };
}

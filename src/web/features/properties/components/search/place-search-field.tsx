import { Search } from "lucide-react";
import type { Ref } from "react";
import { PlaceSuggestionList } from "./place-suggestion-list";
import type { usePlaceCombobox } from "./use-place-combobox";

interface PlaceSearchFieldProps {
  combobox: ReturnType<typeof usePlaceCombobox>;
  text: string;
  onText: (text: string) => void;
  /** After the list closes when the box loses the focus. */
  onBlur?: () => void;
  placeholder: string;
  inputRef?: Ref<HTMLInputElement>;
  describedBy?: string;
  className?: string;
}

/**
 * The search text's box (the form's `q`) as a combobox over the places it suggests, with its
 * magnifier and its list: the search page's and the home page's boxes.
 */
export function PlaceSearchField({
  combobox,
  text,
  onText,
  onBlur,
  placeholder,
  inputRef,
  describedBy,
  className,
}: PlaceSearchFieldProps) {
  return (
    <div className={`relative ${className ?? ""}`}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
      />
      <input
        ref={inputRef}
        type="search"
        name="q"
        aria-label="Search properties"
        placeholder={placeholder}
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
        {...combobox.inputProps}
        value={text}
        onChange={(event) => {
          onText(event.target.value);
          combobox.onType();
        }}
        onBlur={() => {
          combobox.close();
          onBlur?.();
        }}
        aria-describedby={describedBy}
        className="flex h-11 w-full rounded-md border border-input bg-background pr-3 pl-10 text-base placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
      />
      <PlaceSuggestionList {...combobox.list} />
    </div>
  );
}

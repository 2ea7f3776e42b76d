import { useEffect, useId, useRef } from "react";
import { SEARCH_TEXT_MIN } from "@/shared/properties";
import { paths } from "@/web/lib/paths";
import { useDebouncedUrlText } from "@/web/lib/use-debounced-url-text";
import { PlaceSearchField } from "./place-search-field";
import { usePlaceCombobox } from "./use-place-combobox";

interface SearchBoxProps {
  /** The text the URL holds. */
  value: string;
  /**
   * Puts new text into the URL. `replace` is true while the same typing run continues, so one
   * run of typing makes one history entry and Back returns to the search before it.
   */
  onCommit: (text: string, replace: boolean) => void;
  /** The search's other fields (filters, sort), sent along so a new text keeps them. */
  otherFields: URLSearchParams;
}

/** What is searched for a typed text: shorter than the minimum means no text filter at all. */
function searchedText(text: string): string {
  const trimmed = text.trim();
  return trimmed.length >= SEARCH_TEXT_MIN ? trimmed : "";
}

/**
 * The search text: applied 300 ms after typing stops, or at once on Enter or on picking one of
 * the places it suggests (decision 015). A single character cannot be searched (the server
 * refuses it); the box says so and shows all.
 *
 * A real GET form to /search carrying the other fields, so Enter searches before the scripts
 * have started (or without them); once they run, the same URL opens without a page load.
 */
export function SearchBox({ value, onCommit, otherFields }: SearchBoxProps) {
  const { text, setText, submit, apply, endRun } = useDebouncedUrlText(
    value,
    onCommit,
    searchedText,
  );
  const combobox = usePlaceCombobox(text, apply);
  const input = useRef<HTMLInputElement>(null);

  // Text typed into the server's markup before the scripts adopted it is what gets searched.
  // Once, on adoption: later the box and the state move together.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above.
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== value) setText(typed);
  }, []);

  const hintId = useId();
  const tooShort = text.trim().length > 0 && searchedText(text) === "";

  return (
    <search className="flex-1">
      <form
        method="get"
        action={paths.search()}
        onSubmit={(event) => {
          const submitted = new FormData(event.currentTarget).get("q");
          submit(event, typeof submitted === "string" ? submitted : text);
          // Enter searched what was typed: the suggestions for it are done with.
          combobox.close();
        }}
      >
        {[...otherFields].map(([name, fieldValue]) => (
          <input key={name} type="hidden" name={name} value={fieldValue} />
        ))}
        <PlaceSearchField
          combobox={combobox}
          text={text}
          onText={setText}
          onBlur={endRun}
          placeholder="Search by location or property name"
          inputRef={input}
          describedBy={tooShort ? hintId : undefined}
        />
      </form>
      {tooShort ? (
        <p id={hintId} className="mt-1.5 text-muted-foreground text-sm">
          Type at least {SEARCH_TEXT_MIN} characters to search
        </p>
      ) : null}
    </search>
  );
}

import { Search } from "lucide-react";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { BLOG_SEARCH_MAX } from "@/shared/blog";

const DEBOUNCE_MS = 300;

interface BlogSearchBoxProps {
  /** The search the URL holds. */
  value: string;
  /**
   * Shows another search. `replace` is true while one run of typing goes on, so the run makes
   * one history entry and Back returns to the search before it.
   */
  onSearch: (text: string, replace: boolean) => void;
}

/** 'Search articles...': searches 300 ms after typing stops, or at once on Enter. */
export function BlogSearchBox({ value, onSearch }: BlogSearchBoxProps) {
  const [text, setText] = useState(value);
  const shown = useRef(value);
  const typing = useRef(false);
  const latestOnSearch = useRef(onSearch);
  useEffect(() => {
    latestOnSearch.current = onSearch;
  });

  // Back, Forward or a topic link change the URL under the box: show what it holds now.
  useEffect(() => {
    if (value !== shown.current) {
      shown.current = value;
      setText(value);
    }
  }, [value]);

  // Only refs inside, so one function serves every render and the timer.
  const search = useCallback((next: string) => {
    const trimmed = next.trim();
    if (trimmed === shown.current) return;
    shown.current = trimmed;
    latestOnSearch.current(trimmed, typing.current);
    typing.current = true;
  }, []);

  useEffect(() => {
    const timer = window.setTimeout(() => search(text), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, search]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(text);
    typing.current = false;
  };

  return (
    <search>
      <form onSubmit={submit} className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
        />
        <input
          type="search"
          aria-label="Search articles"
          placeholder="Search articles..."
          maxLength={BLOG_SEARCH_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => {
            typing.current = false;
          }}
          enterKeyHint="search"
          className="flex h-11 w-full rounded-md border border-input bg-background pr-3 pl-10 text-base placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
        />
      </form>
    </search>
  );
}

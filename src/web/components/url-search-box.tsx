import { Search } from "lucide-react";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";

const DEBOUNCE_MS = 300;
const SIZES = { default: "h-11 text-base", compact: "h-10 text-sm" } as const;

interface UrlSearchBoxProps {
  label: string;
  placeholder: string;
  maxLength: number;
  /** Classes for the outer `search` element, e.g. a width. */
  className?: string;
  /** "compact" for dense screens such as the back office's tables. */
  size?: "default" | "compact";
  /** The text the URL holds. */
  value: string;
  /**
   * Puts new text into the URL. `replace` is true while the same run of typing continues, so one
   * run makes one history entry and Back returns to the search before it.
   */
  onCommit: (text: string, replace: boolean) => void;
}

/**
 * A search box whose text lives in the URL (blog, directories, admin lists): applied 300 ms after
 * typing stops, or at once on Enter, and following the URL when Back or a link changes it.
 */
export function UrlSearchBox({
  label,
  placeholder,
  maxLength,
  className = "",
  size = "default",
  value,
  onCommit,
}: UrlSearchBoxProps) {
  const [text, setText] = useState(value);
  const committed = useRef(value);
  const inRun = useRef(false);

  // Back and Forward move the URL under us: show what it holds now.
  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);

  // The timer must call the latest callback: it builds on the URL as it is when it fires.
  const latestOnCommit = useRef(onCommit);
  useEffect(() => {
    latestOnCommit.current = onCommit;
  });

  const commit = useCallback((next: string) => {
    const trimmed = next.trim();
    if (trimmed === committed.current) return;
    committed.current = trimmed;
    latestOnCommit.current(trimmed, inRun.current);
    inRun.current = true;
  }, []);

  useEffect(() => {
    const timer = window.setTimeout(() => commit(text), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, commit]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    commit(text);
    inRun.current = false;
  };

  return (
    // Plain class strings, not cn(): the public pages using this stay free of tailwind-merge.
    <search className={`w-full ${className}`}>
      <form onSubmit={submit} className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
        />
        <input
          type="search"
          aria-label={label}
          placeholder={placeholder}
          maxLength={maxLength}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => {
            inRun.current = false;
          }}
          enterKeyHint="search"
          className={`${SIZES[size]} flex w-full rounded-md border border-input bg-background pr-3 pl-10 placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background`}
        />
      </form>
    </search>
  );
}

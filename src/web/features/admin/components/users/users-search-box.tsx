import { Search } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { ADMIN_USER_SEARCH_MAX } from "@/shared/admin-users";

const DEBOUNCE_MS = 300;

interface UsersSearchBoxProps {
  /** The text the URL holds. */
  value: string;
  onCommit: (text: string) => void;
}

/** 'Search users...': applied to the URL 300 ms after typing stops. */
export function UsersSearchBox({ value, onCommit }: UsersSearchBoxProps) {
  const [text, setText] = useState(value);
  const committed = useRef(value);
  const latestOnCommit = useRef(onCommit);
  useEffect(() => {
    latestOnCommit.current = onCommit;
  });

  // Back and Forward change the URL under us: show what it holds now.
  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      const trimmed = text.trim();
      if (trimmed === committed.current) return;
      committed.current = trimmed;
      latestOnCommit.current(trimmed);
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  return (
    <search className="relative w-full sm:max-w-sm">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <input
        type="search"
        aria-label="Search users"
        placeholder="Search users..."
        maxLength={ADMIN_USER_SEARCH_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="flex h-10 w-full rounded-md border border-input bg-background pr-3 pl-9 text-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
      />
    </search>
  );
}

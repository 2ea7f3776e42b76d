import { Search } from "lucide-react";
import { useDebouncedUrlText } from "@/web/lib/use-debounced-url-text";

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
  const { text, setText, submit, endRun } = useDebouncedUrlText(value, onCommit);

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
          onBlur={endRun}
          enterKeyHint="search"
          className={`${SIZES[size]} flex w-full rounded-md border border-input bg-background pr-3 pl-10 placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background`}
        />
      </form>
    </search>
  );
}

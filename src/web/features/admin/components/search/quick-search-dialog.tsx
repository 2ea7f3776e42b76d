import { LoaderCircle, Search } from "lucide-react";
import { type KeyboardEvent, useId, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { ADMIN_SEARCH_MAX, ADMIN_SEARCH_MIN } from "@/shared/admin-overview";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { errorMessage } from "@/web/lib/api-client";
import { useDebouncedValue } from "@/web/lib/use-debounced-value";
import { useAdminSearch } from "../../api/search";
import { searchGroups } from "./search-groups";
import { SearchResultList } from "./search-result-list";

const DEBOUNCE_MS = 250;

interface QuickSearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The sidebar's quick search over users, listings and posts; arrows choose, Enter opens. */
export default function QuickSearchDialog({ open, onOpenChange }: QuickSearchDialogProps) {
  const id = useId();
  const navigate = useNavigate();
  const [text, setText] = useState("");
  const [active, setActive] = useState(0);
  const query = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const search = useAdminSearch(query);
  const ready = query.length >= ADMIN_SEARCH_MIN;
  const groups = useMemo(
    () => (ready && search.data ? searchGroups(search.data) : []),
    [ready, search.data],
  );
  const hits = groups.flatMap((group) => group.hits);

  // A shorter answer than the last one starts the choice again at its first hit.
  const current = active < hits.length ? active : 0;

  const go = (to: string) => {
    onOpenChange(false);
    setText("");
    navigate(to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (hits.length === 0) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current + step + hits.length) % hits.length);
    } else if (event.key === "Enter") {
      event.preventDefault();
      const hit = hits[current];
      if (hit) go(hit.to);
    }
  };

  const listId = `${id}-results`;
  const activeKey = hits[current]?.key;
  let status = "";
  if (!ready) status = `Type at least ${ADMIN_SEARCH_MIN} characters to search`;
  else if (search.isError) status = errorMessage(search.error, "Search failed. Please try again.");
  else if (search.data && hits.length === 0 && !search.isPlaceholderData)
    status = "No results found";

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="top-[15%] translate-y-0 sm:max-w-xl" closeLabel="Close search">
        <DialogHeader>
          <DialogTitle>Search</DialogTitle>
          <DialogDescription>Find users, properties and posts.</DialogDescription>
        </DialogHeader>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <input
            type="search"
            role="combobox"
            aria-label="Search users, properties and posts"
            aria-expanded={hits.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeKey ? `${id}-${activeKey}` : undefined}
            value={text}
            maxLength={ADMIN_SEARCH_MAX}
            onChange={(event) => {
              setText(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            placeholder="Search..."
            className="h-10 w-full rounded-md border border-input bg-background pr-9 pl-9 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
          />
          {search.isFetching ? (
            <LoaderCircle
              aria-hidden="true"
              className="absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-muted-foreground motion-reduce:animate-none"
            />
          ) : null}
        </div>
        <p role="status" className="text-muted-foreground text-sm empty:hidden">
          {status}
        </p>
        <SearchResultList
          listId={listId}
          idPrefix={id}
          groups={groups}
          activeKey={activeKey}
          onChoose={go}
          onHover={(key) => setActive(hits.findIndex((hit) => hit.key === key))}
        />
      </DialogContent>
    </Dialog>
  );
}

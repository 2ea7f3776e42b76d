import { Check } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { parseSearchFields } from "@/shared/schemas/property-search";
import { Button } from "@/web/components/ui/button";
import { useSavedSearches } from "../api/get-saved-searches";
import { savedQueryOf } from "../saved-query";

const SaveSearchDialog = lazy(() => import("./save-search-dialog"));

interface SaveRecentSearchButtonProps {
  userId: string;
  /** The recent search's query string. */
  query: string;
  /** Its label, naming what the button saves for screen readers. */
  label: string;
}

/** 'Save' beside a Recent Searches entry: the same dialog as /search's Save search. */
export function SaveRecentSearchButton({ userId, query, label }: SaveRecentSearchButtonProps) {
  const [open, setOpen] = useState(false);
  const savedQuery = savedQueryOf(parseSearchFields(new URLSearchParams(query)));
  const saved = useSavedSearches(userId).data?.items.some((search) => search.query === savedQuery);
  if (saved) {
    return (
      <span className="inline-flex shrink-0 items-center gap-1 text-muted-foreground text-xs">
        <Check aria-hidden="true" className="size-3.5" />
        Saved
      </span>
    );
  }
  return (
    <>
      <Button
        type="button"
        size="sm"
        variant="ghost"
        className="h-7 shrink-0 px-2"
        aria-label={`Save search: ${label}`}
        onClick={() => setOpen(true)}
      >
        Save
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <SaveSearchDialog userId={userId} query={savedQuery} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

import { LoaderCircle, SlidersHorizontal, X } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import type { SearchFields } from "@/shared/schemas/property-search";
import { PageHeader } from "@/web/components/page-header";
import type { RenderCardAction } from "@/web/components/properties/property-card";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { onDemand, useOnDemand } from "@/web/lib/on-demand";
import { useRecordRecentSearch } from "../../api/record-recent-search";
import { usePropertySearch } from "../../api/search-properties";
import { toSearchParams } from "../../search-query";
import {
  activeFilterCount,
  applyDraft,
  clearFilters,
  draftFromSearch,
  resultCountText,
} from "../../search-state";
import { SearchBox } from "./search-box";
import { SearchResults } from "./search-results";
import { SortSelect } from "./sort-select";

const FILTERS_ID = "search-filters";

// The panel (price slider, chips) loads on the first press of Filters, not with the page.
const filtersChunk = onDemand(() => import("./filters-panel"));

interface PropertySearchPageProps {
  /** The search the URL holds, read on the server (search-state.ts readSearch). */
  fields: SearchFields;
  renderAction?: RenderCardAction;
}

/**
 * /search. The URL is the whole state (text, filters, sort), so a search can be shared, reloaded
 * and walked back with Back; bad values in it are ignored.
 */
export function PropertySearchPage({ fields, renderAction }: PropertySearchPageProps) {
  const [, setParams] = useSearchParams();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filters = useOnDemand(filtersChunk, "Could not open the filters.");
  const FiltersPanel = filters.module?.FiltersPanel;
  const search = usePropertySearch(fields);
  useRecordRecentSearch(fields, search.isSuccess && !search.isPlaceholderData);

  const go = (next: SearchFields, replace = false) => setParams(toSearchParams(next), { replace });
  const filterCount = activeFilterCount(fields);
  const draft = draftFromSearch(fields);
  // A new URL (Apply, Clear All, Back) or reopening the panel starts the draft over from the URL.
  const draftKey = `${toSearchParams(applyDraft({}, draft))}|${filtersOpen}`;
  const firstPage = search.data?.pages[0];

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-8 md:py-10">
      <PageHeader title="Search Properties" />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <SearchBox
          value={fields.q ?? ""}
          onCommit={(q, replace) => go({ ...fields, q: q || undefined }, replace)}
        />
        <button
          type="button"
          aria-expanded={filtersOpen}
          aria-controls={FiltersPanel ? FILTERS_ID : undefined}
          aria-busy={filters.busy || undefined}
          aria-label={filterCount ? `Filters, ${filterCount} active` : "Filters"}
          onClick={() =>
            FiltersPanel
              ? setFiltersOpen((open) => !open)
              : filters.open(() => setFiltersOpen(true))
          }
          className={buttonVariants({ variant: "outline", className: "h-11" })}
        >
          {filters.busy ? (
            <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
          ) : (
            <SlidersHorizontal aria-hidden="true" />
          )}
          Filters
          {filterCount ? (
            <span
              aria-hidden="true"
              className="flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1.5 font-semibold text-primary-foreground text-xs"
            >
              {filterCount}
            </span>
          ) : null}
        </button>
      </div>
      {FiltersPanel ? (
        <FiltersPanel
          key={draftKey}
          id={FILTERS_ID}
          hidden={!filtersOpen}
          initial={draft}
          onApply={(next) => {
            go(applyDraft(fields, next));
            setFiltersOpen(false);
          }}
          onClear={() => {
            go(clearFilters(fields));
            setFiltersOpen(false);
          }}
        />
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        {/* Its own line on phones and as tall as a chip before the count arrives, so the count
            never pushes Sort and the results down (layout shift). */}
        <div className="flex min-h-8 w-full flex-wrap items-center gap-3 sm:w-auto">
          <p role="status" className="font-medium">
            {firstPage ? resultCountText(firstPage.total ?? 0, firstPage.totalCapped) : null}
          </p>
          {fields.featured ? (
            <button
              type="button"
              onClick={() => go({ ...fields, featured: undefined })}
              aria-label="Remove filter: Featured only"
              className="inline-flex h-8 items-center gap-1 rounded-full bg-accent px-3 font-medium text-accent-foreground text-sm hover:bg-accent/80"
            >
              Featured only
              <X aria-hidden="true" className="size-4" />
            </button>
          ) : null}
        </div>
        <SortSelect value={fields.sort ?? "newest"} onChange={(sort) => go({ ...fields, sort })} />
      </div>
      <SearchResults search={search} renderAction={renderAction} />
    </div>
  );
}

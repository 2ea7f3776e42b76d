import { SlidersHorizontal } from "lucide-react";
import { type ReactNode, startTransition, useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type { SearchFields } from "@/shared/schemas/property-search";
import { PageHeader } from "@/web/components/page-header";
import type { RenderCardAction } from "@/web/components/properties/property-card";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { cn } from "@/web/lib/cn";
import { paths } from "@/web/lib/paths";
import { useMediaQuery } from "@/web/lib/use-media-query";
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
import { textForArea } from "../../understood";
import type { MapAreaChange } from "../map/search-map";
import { SearchMapPanel } from "../map/search-map-panel";
import { FilterChip } from "./filter-chip";
import { FiltersPanel } from "./filters-panel";
import { ListMapSwitch, type ResultsView } from "./list-map-switch";
import { NearestNotice } from "./nearest-notice";
import { OfferSwitch } from "./offer-switch";
import { PlaceMarketLink } from "./place-market-link";
import { SearchBox } from "./search-box";
import { SearchResults } from "./search-results";
import { SortSelect } from "./sort-select";
import { UnderstoodChips } from "./understood-chips";

const FILTERS_ID = "search-filters";
const FILTERS_BUTTON = buttonVariants({ variant: "outline", className: "h-11" });
/** Two columns of cards beside the map. */
const LIST_BESIDE_MAP = "grid gap-6 sm:grid-cols-2";
/** From this width the list and the map show side by side; below it, one at a time. */
const SPLIT_VIEW = "(min-width: 1024px)";
const MAP_ID = "search-map";

/**
 * /search. The URL is the whole state (text, filters, sort, the map's area and zoom), so a search
 * can be shared, reloaded and walked back with Back; bad values in it are ignored. The list is
 * the page's accessible path through the results; the map beside it (a List/Map switch on
 * phones, the list first) loads its code only when it shows.
 */
interface PropertySearchPageProps {
  /** The search the URL holds, read by the route's loader (search-state.ts readSearch). */
  fields: SearchFields;
  renderAction?: RenderCardAction;
  /** Beside the sort: Saved Searches' 'Save search' (features do not import each other). */
  searchAction?: ReactNode;
}

export function PropertySearchPage({
  fields,
  renderAction,
  searchAction,
}: PropertySearchPageProps) {
  const [, setParams] = useSearchParams();
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Counts the panel's closings: the next opening starts the draft over from the URL.
  const [closings, setClosings] = useState(0);
  const details = useRef<HTMLDetailsElement>(null);
  // Opened before the scripts adopted the page: the state follows what is on screen.
  useEffect(() => {
    if (details.current?.open) setFiltersOpen(true);
  }, []);
  const search = usePropertySearch(fields);
  useRecordRecentSearch(fields, search.isSuccess && !search.isPlaceholderData);

  const go = (next: SearchFields, replace = false) => setParams(toSearchParams(next), { replace });
  const wide = useMediaQuery(SPLIT_VIEW);
  const [resultsView, setResultsView] = useState<ResultsView>("list");
  const [highlightedId, setHighlightedId] = useState<string | null>(null);
  const firstPage = search.data?.pages[0];
  // What the text was read as belongs to the answer for this very text: while a new search
  // loads, the previous answer's chips would name words the box no longer holds.
  const ownAnswer = search.isPlaceholderData ? undefined : firstPage;
  const understood = ownAnswer?.understood ?? null;
  // The page stays where the finger left it: a map move is no new page to start at the top of.
  const onArea = useCallback(
    (change: MapAreaChange, replace: boolean) => {
      const q = textForArea(fields.q, understood);
      setParams(toSearchParams({ ...fields, q, ...change }), { replace, preventScrollReset: true });
    },
    [fields, understood, setParams],
  );
  // A new text looks somewhere else: the map's area is let go, and the map shows its results.
  const withoutArea = { ...fields, bbox: undefined, poly: undefined, zoom: undefined };
  const filterCount = activeFilterCount(fields);
  const draft = draftFromSearch(fields);
  // A new URL (Apply, Clear All, Back) or closing the panel starts the draft over from the URL.
  const draftKey = `${toSearchParams(applyDraft({}, draft))}|${closings}`;

  return (
    <div className="mx-auto w-full max-w-screen-2xl space-y-6 px-4 py-8 md:py-10">
      <PageHeader title="Search Properties" />
      {/* The Filters toggle is a <details> summary, so the panel opens before the scripts have
          started. From 640 px the summary sits beside the search box, in the place the hidden
          copy of its content holds for it; on phones it follows the box, full width. */}
      <div className="relative">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <SearchBox
            value={fields.q ?? ""}
            onCommit={(q, replace) => go({ ...withoutArea, q: q || undefined }, replace)}
            otherFields={toSearchParams({ ...withoutArea, q: undefined })}
          />
          <span aria-hidden="true" className="invisible hidden sm:block">
            <span className={FILTERS_BUTTON}>
              <FiltersLabel count={filterCount} />
            </span>
          </span>
        </div>
        <details
          ref={details}
          open={filtersOpen}
          onToggle={(event) => {
            const open = event.currentTarget.open;
            // The browser shows the panel the server drew as soon as the summary is pressed;
            // React's part (the slider's code, a fresh draft) follows that paint, not before it.
            startTransition(() => {
              setFiltersOpen(open);
              if (!open) setClosings((count) => count + 1);
            });
          }}
        >
          <summary
            className={`${FILTERS_BUTTON} mt-3 w-full cursor-pointer list-none sm:absolute sm:top-0 sm:right-0 sm:mt-0 sm:w-auto [&::-webkit-details-marker]:hidden`}
          >
            <FiltersLabel count={filterCount} />
          </summary>
          <FiltersPanel
            key={draftKey}
            id={FILTERS_ID}
            className="mt-6"
            fields={fields}
            initial={draft}
            open={filtersOpen}
            onApply={(next) => {
              go(next);
              setFiltersOpen(false);
            }}
            onClear={() => {
              go(clearFilters(fields));
              setFiltersOpen(false);
            }}
          />
        </details>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        {/* Its own line on phones and as tall as a chip before the count arrives, so the count
            never pushes Sort and the results down (layout shift). */}
        <div className="flex min-h-8 w-full flex-wrap items-center gap-3 sm:w-auto">
          <OfferSwitch fields={fields} />
          <p role="status" className="font-medium">
            {firstPage ? resultCountText(firstPage.total ?? 0, firstPage.totalCapped) : null}
          </p>
          <UnderstoodChips fields={fields} understood={understood} />
          {fields.featured ? (
            <FilterChip
              label="Featured only"
              to={paths.search(
                Object.fromEntries(toSearchParams({ ...fields, featured: undefined })),
              )}
            />
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {searchAction}
          <SortSelect
            value={fields.sort ?? "newest"}
            onChange={(sort) => go({ ...fields, sort })}
          />
        </div>
      </div>
      <ListMapSwitch
        value={resultsView}
        onChange={(view) => {
          setResultsView(view);
          // The phone's map fills the screen below the switch: bring all of it into view.
          if (view === "map") {
            requestAnimationFrame(() => document.getElementById(MAP_ID)?.scrollIntoView());
          }
        }}
        className="lg:hidden"
      />
      <div className="lg:grid lg:grid-cols-2 lg:items-start lg:gap-6 xl:grid-cols-[3fr_2fr]">
        <div className={cn("space-y-4", resultsView === "map" ? "hidden lg:block" : undefined)}>
          {ownAnswer?.items.length ? <NearestNotice nearest={ownAnswer.nearest} /> : null}
          {ownAnswer && !ownAnswer.nearest ? <PlaceMarketLink place={understood?.place} /> : null}
          <SearchResults
            search={search}
            renderAction={renderAction}
            gridClassName={LIST_BESIDE_MAP}
            inMapArea={Boolean(fields.bbox || fields.poly)}
            highlightedId={highlightedId}
            onHover={setHighlightedId}
          />
        </div>
        <SearchMapPanel
          id={MAP_ID}
          active={wide || resultsView === "map"}
          className={cn(
            // On phones, under the header and the List/Map switch, above the bottom bar.
            "h-[calc(100dvh-13rem)] min-h-96 scroll-mt-[8.25rem] lg:sticky lg:top-20 lg:block lg:h-[calc(100dvh-6rem)]",
            resultsView === "map" ? "block" : "hidden",
          )}
          fields={fields}
          listings={search.data?.pages.flatMap((page) => page.items) ?? []}
          highlightedId={highlightedId}
          onHighlight={setHighlightedId}
          onArea={onArea}
        />
      </div>
    </div>
  );
}

/** What the Filters toggle shows: its icon, its name and the number of active filters. */
function FiltersLabel({ count }: { count: number }) {
  return (
    <>
      <SlidersHorizontal aria-hidden="true" />
      Filters
      {/* Named by its content, badge included ('Filters 2 active'): a name that differs from the
          visible text ('Filters 2') fails WCAG 2.5.3 (label in name). */}
      {count ? (
        <>
          <span className="flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1.5 font-semibold text-primary-foreground text-xs">
            {count}
          </span>
          <span className="sr-only">active</span>
        </>
      ) : null}
    </>
  );
}

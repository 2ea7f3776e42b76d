import { useId, useState } from "react";
import { flushSync } from "react-dom";
import { Link } from "react-router";
import { AMENITIES, PROPERTY_TYPES, priceSlider } from "@/shared/properties";
import type { SearchFields } from "@/shared/schemas/property-search";
import { Button } from "@/web/components/ui/button";
import { ChipCheckboxGroup, type ChipOption } from "@/web/components/ui/choice-chips";
import { cn } from "@/web/lib/cn";
import { paths } from "@/web/lib/paths";
import { toSearchParams } from "../../search-query";
import {
  activeMoreFilterCount,
  applyDraft,
  clearFilters,
  EMPTY_DRAFT,
  emptyDraft,
  type FilterDraft,
  rangeReversed,
} from "../../search-state";
import { LifeFilters } from "./life-filters";
import { MoreFilters } from "./more-filters";
import { PriceRange } from "./price-range";
import { RoomsFields } from "./rooms-fields";

const asOptions = <T extends string>(values: readonly T[]): ChipOption<T>[] =>
  values.map((value) => ({ value, label: value }));
const TYPE_OPTIONS = asOptions(PROPERTY_TYPES);
const AMENITY_OPTIONS = asOptions(AMENITIES);

/**
 * The query key of the first field of a range the draft has the wrong way round, or null: Apply
 * waits until it is put right.
 */
function firstReversed({ price, more }: FilterDraft): string | null {
  const ranges: [string, number | undefined, number | undefined][] = [
    ["minPrice", price[0], price[1]],
    ["minSqft", more.minSqft, more.maxSqft],
    ["minLotAcres", more.minLotAcres, more.maxLotAcres],
    ["minYearBuilt", more.minYearBuilt, more.maxYearBuilt],
  ];
  return ranges.find(([, min, max]) => rangeReversed(min, max))?.[0] ?? null;
}

/** Hidden inputs for a GET form, one per query field. */
function HiddenFields({ fields }: { fields: URLSearchParams }) {
  return [...fields].map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
}

interface FiltersPanelProps {
  id: string;
  /** The search of the current URL: its text, sort and featured flag go along with the filters. */
  fields: SearchFields;
  /** The filters of the current URL; the panel edits a copy until Apply. */
  initial: FilterDraft;
  onApply: (fields: SearchFields) => void;
  onClear: () => void;
  /** Shown in a live page: the price slider's code loads only then. */
  open: boolean;
  className?: string;
}

/**
 * Price (slider and typed), bedrooms, bathrooms, types, amenities, the homes' stages (and a
 * rental's pets) and 'More filters': a draft
 * until 'Apply Filters', which waits while a range is the wrong way round. A GET form to
 * /search, so Apply (and Clear All, through a form of its own) works before the scripts have
 * started; once they run, the same search opens without a page load.
 */
export function FiltersPanel({
  id,
  fields,
  initial,
  onApply,
  onClear,
  open,
  className,
}: FiltersPanelProps) {
  const [draft, setDraft] = useState(initial);
  const clearFormId = useId();
  // Apply was refused once: every range the wrong way round says so, left or not.
  const [tried, setTried] = useState(false);
  const update = (change: Partial<FilterDraft>) =>
    setDraft((current) => ({ ...current, ...change }));
  const kept = toSearchParams(applyDraft(fields, EMPTY_DRAFT));
  return (
    <section
      id={id}
      aria-label="Filters"
      className={cn(
        "rounded-xl border bg-card p-4 text-card-foreground shadow-sm md:p-6",
        className,
      )}
    >
      <form
        method="get"
        action={paths.search()}
        onSubmit={(event) => {
          event.preventDefault();
          const form = event.currentTarget;
          // The range's message says what to put right, and its first field takes the focus.
          const reversed = firstReversed(draft);
          if (reversed) {
            // Drawn at once, so a range in the closed 'More filters' shows before it is focused.
            flushSync(() => setTried(true));
            form.querySelector<HTMLInputElement>(`input[name="${reversed}"]`)?.focus();
            return;
          }
          // The form's own fields: what the browser would have sent without scripts. Read by
          // the module the page's next search loads anyway, so it costs the page nothing now.
          void import("../../search-url").then(({ searchFromForm }) =>
            onApply(searchFromForm(form)),
          );
        }}
        className="grid gap-6"
      >
        <HiddenFields fields={kept} />
        <PriceRange
          value={draft.price}
          onChange={(price) => update({ price })}
          active={open}
          checked={tried}
          slider={priceSlider(fields.offer)}
        />
        <Link
          to={paths.affordability({ offer: fields.offer })}
          className="-mt-4 w-fit text-primary text-sm underline underline-offset-4"
        >
          {fields.offer === "rent" ? "What rent can I afford?" : "What price can I afford?"}
        </Link>
        <RoomsFields
          beds={draft.beds}
          bedsExact={draft.bedsExact}
          baths={draft.baths}
          onChange={update}
        />
        <ChipCheckboxGroup
          legend="Property type"
          name="types"
          options={TYPE_OPTIONS}
          values={draft.types}
          onChange={(types) => update({ types })}
        />
        <ChipCheckboxGroup
          legend="Amenities"
          name="amenities"
          options={AMENITY_OPTIONS}
          values={draft.amenities}
          onChange={(amenities) => update({ amenities })}
        />
        <LifeFilters
          offer={fields.offer ?? "sale"}
          value={draft.life}
          onChange={(life) => update({ life })}
        />
        <MoreFilters
          value={draft.more}
          onChange={(change) => update({ more: { ...draft.more, ...change } })}
          activeCount={activeMoreFilterCount(draft.more)}
          checked={tried}
        />
        {/* Sticky at the panel's foot: Apply and Clear stay in view however long the panel is
            (on a phone, above the bottom bar). */}
        <div className="sticky bottom-[calc(4rem+env(safe-area-inset-bottom))] z-10 -mx-4 -mb-4 flex flex-col-reverse gap-3 rounded-b-xl border-t bg-card px-4 py-4 sm:flex-row sm:justify-end md:bottom-0 md:-mx-6 md:-mb-6 md:px-6">
          {/* Submits the form below (no filters, same text and sort) when scripts have not run. */}
          <Button
            type="submit"
            form={clearFormId}
            variant="outline"
            onClick={(event) => {
              event.preventDefault();
              setDraft(emptyDraft(fields.offer));
              onClear();
            }}
          >
            Clear All
          </Button>
          <Button type="submit">Apply Filters</Button>
        </div>
      </form>
      <form id={clearFormId} method="get" action={paths.search()} hidden>
        <HiddenFields fields={toSearchParams(clearFilters(fields))} />
      </form>
    </section>
  );
}

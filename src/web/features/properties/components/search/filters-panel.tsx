import { useId, useState } from "react";
import { AMENITIES, BATHROOM_FILTERS, BEDROOM_FILTERS, PROPERTY_TYPES } from "@/shared/properties";
import type { SearchFields } from "@/shared/schemas/property-search";
import { Button } from "@/web/components/ui/button";
import {
  ChipCheckboxGroup,
  type ChipOption,
  ChipRadioGroup,
} from "@/web/components/ui/choice-chips";
import { cn } from "@/web/lib/cn";
import { paths } from "@/web/lib/paths";
import { toSearchParams } from "../../search-query";
import { applyDraft, clearFilters, EMPTY_DRAFT, type FilterDraft } from "../../search-state";
import { PriceRange } from "./price-range";

// 'Any' submits an empty value, which the search ignores (as it ignores a missing one).
const ANY = "";
const withAny = <T extends string>(values: readonly T[]): ChipOption<T | typeof ANY>[] => [
  { value: ANY, label: "Any" },
  ...values.map((value) => ({ value, label: value })),
];
const BEDROOM_OPTIONS = withAny(BEDROOM_FILTERS);
const BATHROOM_OPTIONS = withAny(BATHROOM_FILTERS);
const asOptions = <T extends string>(values: readonly T[]): ChipOption<T>[] =>
  values.map((value) => ({ value, label: value }));
const TYPE_OPTIONS = asOptions(PROPERTY_TYPES);
const AMENITY_OPTIONS = asOptions(AMENITIES);

const orNull = <T extends string>(value: T | typeof ANY): T | null =>
  value === ANY ? null : (value as T);

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
 * Price, bedrooms, bathrooms, types and amenities: a draft until 'Apply Filters'. A GET form to
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
  const update = (change: Partial<FilterDraft>) =>
    setDraft((current) => ({ ...current, ...change }));
  // The slider's inputs have no names: its values go as the URL would hold them (none when open).
  const { minPrice, maxPrice } = applyDraft({}, draft);
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
          // The form's own fields: what the browser would have sent without scripts. Read by
          // the module the page's next search loads anyway, so it costs the page nothing now.
          void import("../../search-url").then(({ searchFromForm }) =>
            onApply(searchFromForm(form)),
          );
        }}
        className="grid gap-6"
      >
        <HiddenFields fields={kept} />
        {minPrice ? <input type="hidden" name="minPrice" value={minPrice} /> : null}
        {maxPrice !== undefined ? <input type="hidden" name="maxPrice" value={maxPrice} /> : null}
        <PriceRange value={draft.price} onChange={(price) => update({ price })} active={open} />
        <div className="grid gap-6 md:grid-cols-2">
          <ChipRadioGroup
            legend="Bedrooms"
            name="beds"
            options={BEDROOM_OPTIONS}
            value={draft.beds ?? ANY}
            onChange={(value) => update({ beds: orNull(value) })}
          />
          <ChipRadioGroup
            legend="Bathrooms"
            name="baths"
            options={BATHROOM_OPTIONS}
            value={draft.baths ?? ANY}
            onChange={(value) => update({ baths: orNull(value) })}
          />
        </div>
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
        <div className="flex flex-col-reverse gap-3 border-t pt-4 sm:flex-row sm:justify-end">
          {/* Submits the form below (no filters, same text and sort) when scripts have not run. */}
          <Button
            type="submit"
            form={clearFormId}
            variant="outline"
            onClick={(event) => {
              event.preventDefault();
              setDraft(EMPTY_DRAFT);
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

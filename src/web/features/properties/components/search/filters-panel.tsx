import { useState } from "react";
import { AMENITIES, BATHROOM_FILTERS, BEDROOM_FILTERS, PROPERTY_TYPES } from "@/shared/properties";
import { Button } from "@/web/components/ui/button";
import {
  ChipCheckboxGroup,
  type ChipOption,
  ChipRadioGroup,
} from "@/web/components/ui/choice-chips";
import { EMPTY_DRAFT, type FilterDraft } from "../../search-state";
import { PriceRange } from "./price-range";

const ANY = "any";
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

interface FiltersPanelProps {
  id: string;
  hidden: boolean;
  /** The filters of the current URL; the panel edits a copy until Apply. */
  initial: FilterDraft;
  onApply: (draft: FilterDraft) => void;
  onClear: () => void;
}

/** Price, bedrooms, bathrooms, types and amenities: a draft until 'Apply Filters'. */
export function FiltersPanel({ id, hidden, initial, onApply, onClear }: FiltersPanelProps) {
  const [draft, setDraft] = useState(initial);
  const update = (change: Partial<FilterDraft>) =>
    setDraft((current) => ({ ...current, ...change }));
  return (
    <section
      id={id}
      hidden={hidden}
      aria-label="Filters"
      className="rounded-xl border bg-card p-4 text-card-foreground shadow-sm md:p-6"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onApply(draft);
        }}
        className="grid gap-6"
      >
        <PriceRange value={draft.price} onChange={(price) => update({ price })} />
        <div className="grid gap-6 md:grid-cols-2">
          <ChipRadioGroup
            legend="Bedrooms"
            options={BEDROOM_OPTIONS}
            value={draft.beds ?? ANY}
            onChange={(value) => update({ beds: orNull(value) })}
          />
          <ChipRadioGroup
            legend="Bathrooms"
            options={BATHROOM_OPTIONS}
            value={draft.baths ?? ANY}
            onChange={(value) => update({ baths: orNull(value) })}
          />
        </div>
        <ChipCheckboxGroup
          legend="Property type"
          options={TYPE_OPTIONS}
          values={draft.types}
          onChange={(types) => update({ types })}
        />
        <ChipCheckboxGroup
          legend="Amenities"
          options={AMENITY_OPTIONS}
          values={draft.amenities}
          onChange={(amenities) => update({ amenities })}
        />
        <div className="flex flex-col-reverse gap-3 border-t pt-4 sm:flex-row sm:justify-end">
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              setDraft(EMPTY_DRAFT);
              onClear();
            }}
          >
            Clear All
          </Button>
          <Button type="submit">Apply Filters</Button>
        </div>
      </form>
    </section>
  );
}

import {
  type ListingOffer,
  type PET_FILTERS,
  RECENTLY_CLOSED_MONTHS,
  SEARCH_EXTRA_STATUSES,
  STATUS_LABELS,
} from "@/shared/listing-life";
import {
  ChipCheckboxGroup,
  type ChipOption,
  ChipRadioGroup,
} from "@/web/components/ui/choice-chips";
import type { LifeFilters as LifeFilterValues } from "../../search-state";

// 'Not shown' submits an empty value, which the search ignores.
const NONE = "";
const OPEN_HOUSE_OPTIONS: ChipOption<string>[] = [
  { value: NONE, label: "Any" },
  { value: "weekend", label: "This weekend" },
  { value: "upcoming", label: "Coming up" },
];
const PET_OPTIONS: ChipOption<(typeof PET_FILTERS)[number]>[] = [
  { value: "cats", label: "Cats allowed" },
  { value: "dogs", label: "Dogs allowed" },
];

interface LifeFiltersProps {
  offer: ListingOffer;
  value: LifeFilterValues;
  onChange: (change: LifeFilterValues) => void;
}

/**
 * Which homes beside the active ones: coming soon and pending, and those sold (or rented)
 * lately; those with an open house this weekend or coming up; for a rental search, the pets it
 * must allow. Named in the offer's words.
 */
export function LifeFilters({ offer, value, onChange }: LifeFiltersProps) {
  const labels = STATUS_LABELS[offer];
  const statusOptions = SEARCH_EXTRA_STATUSES.map((status) => ({
    value: status,
    label: labels[status],
  }));
  const closedOptions: ChipOption<string>[] = [
    { value: NONE, label: "Not shown" },
    ...RECENTLY_CLOSED_MONTHS.map((months) => ({
      value: String(months),
      label: `${months} months`,
    })),
  ];
  return (
    <>
      <ChipCheckboxGroup
        legend="Also show"
        name="status"
        options={statusOptions}
        values={value.status ?? []}
        onChange={(status) => onChange({ ...value, status })}
      />
      <ChipRadioGroup
        legend={`${labels.closed} in the last`}
        name="closedWithin"
        options={closedOptions}
        value={value.closedWithin === undefined ? NONE : String(value.closedWithin)}
        onChange={(months) =>
          onChange({
            ...value,
            closedWithin: months === NONE ? undefined : (Number(months) as 3 | 6 | 12),
          })
        }
      />
      <ChipRadioGroup
        legend="Open house"
        name="openHouse"
        options={OPEN_HOUSE_OPTIONS}
        value={value.openHouse ?? NONE}
        onChange={(when) =>
          onChange({
            ...value,
            openHouse: when === NONE ? undefined : (when as "weekend" | "upcoming"),
          })
        }
      />
      {offer === "rent" ? (
        <ChipCheckboxGroup
          legend="Pets"
          name="pets"
          options={PET_OPTIONS}
          values={value.pets ?? []}
          onChange={(pets) => onChange({ ...value, pets })}
        />
      ) : null}
    </>
  );
}

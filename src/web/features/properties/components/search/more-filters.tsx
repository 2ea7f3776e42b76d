import { ChevronDown } from "lucide-react";
import { useState } from "react";
import { LISTED_WITHIN_DAYS, PRICE_CUT_RECENT_DAYS } from "@/shared/properties";
import { type ChipOption, ChipRadioGroup } from "@/web/components/ui/choice-chips";
import { cn } from "@/web/lib/cn";
import { type MoreFilters as MoreFilterValues, rangeReversed } from "../../search-state";
import { RangeFields } from "./range-fields";
import { SwitchField } from "./switch-field";

// 'Any time' submits an empty value, which the search ignores.
const ANY = "";
const LISTED_OPTIONS: ChipOption<string>[] = [
  { value: ANY, label: "Any time" },
  ...LISTED_WITHIN_DAYS.map((days) => ({
    value: String(days),
    label: days === 1 ? "1 day" : `${days} days`,
  })),
];

/** The ends of the ranges among the 'More filters'. */
type RangeKey = Exclude<keyof MoreFilterValues, "listedWithin" | "videoTour" | "priceCut">;

interface MoreFiltersProps {
  value: MoreFilterValues;
  onChange: (change: MoreFilterValues) => void;
  /** How many of them the search uses: shown on the button, and they start shown when any is. */
  activeCount: number;
  /** Say a reversed range at once (Apply was refused). */
  checked: boolean;
}

/**
 * The less common filters behind 'More filters', on phones and wide screens alike: square feet,
 * lot size, year built, days on market, video tour, price cut. A <details>, so it opens before
 * the scripts have started; its fields are submitted while it is closed, so what the search
 * uses stays in it.
 */
export function MoreFilters({ value, onChange, activeCount, checked }: MoreFiltersProps) {
  const [open, setOpen] = useState(activeCount > 0);
  // Apply was refused for a range in here: it shows, so its message and focus can be seen.
  const shown =
    open ||
    (checked &&
      (rangeReversed(value.minSqft, value.maxSqft) ||
        rangeReversed(value.minLotAcres, value.maxLotAcres) ||
        rangeReversed(value.minYearBuilt, value.maxYearBuilt)));
  const range = (min: RangeKey, max: RangeKey) => ({
    checked,
    onChange: (low: number | undefined, high: number | undefined) =>
      onChange({ [min]: low, [max]: high } as MoreFilterValues),
  });
  return (
    <details open={shown} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="inline-flex w-fit cursor-pointer list-none items-center gap-2 rounded-md font-medium text-primary text-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background [&::-webkit-details-marker]:hidden">
        {activeCount > 0 ? `More filters (${activeCount})` : "More filters"}
        <ChevronDown
          aria-hidden="true"
          className={cn("size-4 transition-transform motion-reduce:transition-none", {
            "rotate-180": shown,
          })}
        />
      </summary>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <RangeFields
          legend="Square feet"
          min={{ name: "minSqft", label: "Min sq ft", value: value.minSqft }}
          max={{ name: "maxSqft", label: "Max sq ft", value: value.maxSqft }}
          reversedMessage="The minimum square feet must not be above the maximum."
          {...range("minSqft", "maxSqft")}
        />
        <RangeFields
          legend="Lot size (acres)"
          step="any"
          min={{ name: "minLotAcres", label: "Min acres", value: value.minLotAcres }}
          max={{ name: "maxLotAcres", label: "Max acres", value: value.maxLotAcres }}
          reversedMessage="The minimum lot size must not be above the maximum."
          {...range("minLotAcres", "maxLotAcres")}
        />
        <RangeFields
          legend="Year built"
          min={{ name: "minYearBuilt", label: "From year", value: value.minYearBuilt }}
          max={{ name: "maxYearBuilt", label: "To year", value: value.maxYearBuilt }}
          placeholders={["Any", "Any"]}
          reversedMessage="The earliest year built must not be after the latest."
          {...range("minYearBuilt", "maxYearBuilt")}
        />
        <ChipRadioGroup
          legend="Listed in the last"
          name="listedWithin"
          options={LISTED_OPTIONS}
          value={value.listedWithin === undefined ? ANY : String(value.listedWithin)}
          onChange={(days) =>
            onChange({
              listedWithin: days === ANY ? undefined : Number(days),
            })
          }
        />
        <SwitchField
          name="videoTour"
          label="Has a video tour"
          hint="Homes a reel shows."
          checked={value.videoTour ?? false}
          onChange={(on) => onChange({ videoTour: on || undefined })}
        />
        <SwitchField
          name="priceCut"
          label="Price cut"
          hint={`Homes whose price was lowered in the last ${PRICE_CUT_RECENT_DAYS} days.`}
          checked={value.priceCut ?? false}
          onChange={(on) => onChange({ priceCut: on || undefined })}
        />
      </div>
    </details>
  );
}

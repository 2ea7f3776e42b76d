import {
  BATHROOM_FILTERS,
  type BathroomFilter,
  BEDROOM_FILTERS,
  type BedroomFilter,
} from "@/shared/properties";
import { bathroomChipLabel, bedroomChipLabel } from "@/shared/room-filters";
import { type ChipOption, ChipRadioGroup } from "@/web/components/ui/choice-chips";
import { SwitchField } from "./switch-field";

// 'Any' submits an empty value, which the search ignores (as it ignores a missing one).
const ANY = "";
const BEDROOM_OPTIONS: ChipOption<BedroomFilter | typeof ANY>[] = [
  { value: ANY, label: "Any" },
  ...BEDROOM_FILTERS.map((value) => ({ value, label: bedroomChipLabel(value) })),
];
const BATHROOM_OPTIONS: ChipOption<BathroomFilter | typeof ANY>[] = [
  { value: ANY, label: "Any" },
  ...BATHROOM_FILTERS.map((value) => ({ value, label: bathroomChipLabel(value) })),
];

const orNull = <T extends string>(value: T | typeof ANY): T | null =>
  value === ANY ? null : (value as T);

interface RoomsFieldsProps {
  beds: BedroomFilter | null;
  bedsExact: boolean;
  baths: BathroomFilter | null;
  onChange: (change: {
    beds?: BedroomFilter | null;
    bedsExact?: boolean;
    baths?: BathroomFilter | null;
  }) => void;
}

/**
 * Bedrooms (Any, Studio, 1+ … 5+) with the 'Exact match' switch, and bathrooms (Any, 1+ … 4+):
 * each chip a minimum, Studio no bedroom at all, the switch making the chosen number exact.
 */
export function RoomsFields({ beds, bedsExact, baths, onChange }: RoomsFieldsProps) {
  const counted = beds !== null && beds !== "0";
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="grid gap-3">
        <ChipRadioGroup
          legend="Bedrooms"
          name="beds"
          options={BEDROOM_OPTIONS}
          value={beds ?? ANY}
          onChange={(value) => onChange({ beds: orNull(value) })}
        />
        <SwitchField
          name="bedsExact"
          label="Exact match"
          hint={
            counted
              ? `Exactly ${beds} ${beds === "1" ? "bedroom" : "bedrooms"}, not ${beds} or more.`
              : "With a number of bedrooms chosen, matches exactly that many."
          }
          checked={bedsExact}
          onChange={(checked) => onChange({ bedsExact: checked })}
        />
      </div>
      <ChipRadioGroup
        legend="Bathrooms"
        name="baths"
        options={BATHROOM_OPTIONS}
        value={baths ?? ANY}
        onChange={(value) => onChange({ baths: orNull(value) })}
      />
    </div>
  );
}

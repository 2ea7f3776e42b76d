import { useId } from "react";
import { PROPERTY_SORTS, type PropertySort } from "@/shared/properties";
import { NativeSelect } from "@/web/components/ui/native-select";

const SORT_LABELS: Record<PropertySort, string> = {
  newest: "Newest",
  price_high: "Price: High to Low",
  price_low: "Price: Low to High",
};

interface SortSelectProps {
  value: PropertySort;
  onChange: (sort: PropertySort) => void;
}

export function SortSelect({ value, onChange }: SortSelectProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="whitespace-nowrap text-muted-foreground text-sm">
        Sort by
      </label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as PropertySort)}
      >
        {PROPERTY_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

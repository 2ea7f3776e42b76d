import { useId } from "react";
import { PROPERTY_SORTS, type PropertySort } from "@/shared/properties";

const SORT_LABELS: Record<PropertySort, string> = {
  newest: "Newest",
  price_high: "Price: High to Low",
  price_low: "Price: Low to High",
};

interface SortSelectProps {
  value: PropertySort;
  onChange: (sort: PropertySort) => void;
}

/** A native select: the platform's own picker on phones, full keyboard support everywhere. */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="whitespace-nowrap text-muted-foreground text-sm">
        Sort by
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as PropertySort)}
        className="h-10 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
      >
        {PROPERTY_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}

import { ANALYTICS_RANGES, type AnalyticsRange } from "@/shared/analytics";
import { ChipRadioGroup } from "@/web/components/ui/choice-chips";

const OPTIONS = ANALYTICS_RANGES.map((days) => ({
  value: String(days) as `${AnalyticsRange}`,
  label: `${days} days`,
}));

/** The 7 / 30 / 90 days switch: native radios, so arrow keys and screen readers work as usual. */
export function RangeSwitch({
  value,
  onChange,
}: {
  value: AnalyticsRange;
  onChange: (days: AnalyticsRange) => void;
}) {
  return (
    <ChipRadioGroup
      legend="Period"
      options={OPTIONS}
      value={String(value) as `${AnalyticsRange}`}
      onChange={(days) => onChange(Number(days) as AnalyticsRange)}
    />
  );
}

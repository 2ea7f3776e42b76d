import { ADMIN_TIMEFRAMES, type AdminTimeframe } from "@/shared/admin-overview";
import { cn } from "@/web/lib/cn";

const LABELS: Record<AdminTimeframe, string> = { day: "Day", week: "Week", month: "Month" };

interface TimeframeSwitchProps {
  value: AdminTimeframe;
  onChange: (timeframe: AdminTimeframe) => void;
}

/** Day / Week / Month: the period the figures compare. */
export function TimeframeSwitch({ value, onChange }: TimeframeSwitchProps) {
  return (
    <fieldset className="inline-flex rounded-md bg-muted p-1">
      <legend className="sr-only">Timeframe</legend>
      {ADMIN_TIMEFRAMES.map((timeframe) => (
        <button
          key={timeframe}
          type="button"
          aria-pressed={timeframe === value}
          onClick={() => onChange(timeframe)}
          className={cn(
            "rounded-sm px-3 py-1.5 font-medium text-muted-foreground text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
            timeframe === value && "bg-background text-foreground shadow-sm",
          )}
        >
          {LABELS[timeframe]}
        </button>
      ))}
    </fieldset>
  );
}

import { lazy, Suspense } from "react";
import { PRICE_SLIDER } from "@/shared/properties";
import { sliderPriceLabel } from "../../search-state";

// The slider's code (Radix) loads when the Filters panel opens: most searches never open it.
const Slider = lazy(() =>
  import("@/web/components/ui/slider").then((module) => ({ default: module.Slider })),
);

const THUMB_LABELS = ["Minimum price", "Maximum price"];

interface PriceRangeProps {
  value: [number, number];
  onChange: (value: [number, number]) => void;
  /** The panel is open in a live page: the slider itself is drawn (else its track alone). */
  active: boolean;
}

/** Two thumbs from $0 to $2,000,000+, in steps of $50,000; the top end means "and above". */
export function PriceRange({ value, onChange, active }: PriceRangeProps) {
  const [low, high] = value;
  const track = <TrackStandIn value={value} />;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 font-medium text-sm">Price range</legend>
      <p className="text-muted-foreground text-sm">
        {sliderPriceLabel(low)} – {sliderPriceLabel(high)}
      </p>
      {active ? (
        <Suspense fallback={track}>
          <Slider
            min={PRICE_SLIDER.min}
            max={PRICE_SLIDER.max}
            step={PRICE_SLIDER.step}
            minStepsBetweenThumbs={0}
            value={value}
            onValueChange={([low = PRICE_SLIDER.min, high = PRICE_SLIDER.max]) =>
              onChange([low, high])
            }
            thumbLabels={THUMB_LABELS}
            valueText={sliderPriceLabel}
          />
        </Suspense>
      ) : (
        track
      )}
    </fieldset>
  );
}

/** The slider's track and range as drawn, until its code has loaded. */
function TrackStandIn({ value: [low, high] }: { value: [number, number] }) {
  const percent = (price: number) => (100 * (price - PRICE_SLIDER.min)) / PRICE_SLIDER.max;
  return (
    <div aria-hidden="true" className="relative flex h-10 w-full items-center">
      <div className="relative h-2 w-full overflow-hidden rounded-full bg-muted">
        <div
          className="absolute h-full bg-primary"
          style={{ left: `${percent(low)}%`, right: `${100 - percent(high)}%` }}
        />
      </div>
    </div>
  );
}

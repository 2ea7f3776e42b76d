import { lazy, Suspense, useState } from "react";
import type { PriceSlider } from "@/shared/properties";
import { sliderPriceLabel } from "../../search-state";
import { RangeFields } from "./range-fields";

// The slider's code (Radix) loads when the Filters panel opens: most searches never open it.
const Slider = lazy(() =>
  import("@/web/components/ui/slider").then((module) => ({ default: module.Slider })),
);

const THUMB_LABELS = ["Minimum price", "Maximum price"];

export const PRICE_REVERSED_MESSAGE = "The minimum price must not be above the maximum price.";

interface PriceRangeProps {
  value: [number, number];
  onChange: (value: [number, number]) => void;
  /** The panel is open in a live page: the slider itself is drawn (else its track alone). */
  active: boolean;
  /** Say a reversed range at once (Apply was refused). */
  checked: boolean;
  /** The slider's range and step, which the search's offer sets (a price or a monthly rent). */
  slider: PriceSlider;
}

/**
 * Two thumbs across the offer's range (to $2,000,000+ in steps of $50,000 for a sale, to
 * $10,000+ a month in steps of $100 for a rent), the top end meaning "and above"; and
 * beside them the same range typed, to the dollar (submitted as minPrice and maxPrice). Each
 * follows the other: typing moves the thumbs, and moving a thumb writes its price in the fields.
 */
export function PriceRange({ value, onChange, active, checked, slider }: PriceRangeProps) {
  const label = (price: number) => sliderPriceLabel(price, slider);
  const [low, high] = value;
  // The fields start over from the thumbs whenever a thumb moves.
  const [thumbMoves, setThumbMoves] = useState(0);
  const shown: [number, number] = [Math.min(low, high), Math.max(low, high)];
  const track = <TrackStandIn value={shown} slider={slider} />;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 font-medium text-sm">Price range</legend>
      <p className="text-muted-foreground text-sm">
        {label(shown[0])} – {label(shown[1])}
      </p>
      {active ? (
        <Suspense fallback={track}>
          <Slider
            min={slider.min}
            max={slider.max}
            step={slider.step}
            minStepsBetweenThumbs={0}
            value={shown}
            onValueChange={([low = slider.min, high = slider.max]) => {
              onChange([low, high]);
              setThumbMoves((moves) => moves + 1);
            }}
            thumbLabels={THUMB_LABELS}
            valueText={label}
          />
        </Suspense>
      ) : (
        track
      )}
      <RangeFields
        key={thumbMoves}
        legend="Price in dollars"
        legendHidden
        min={{
          name: "minPrice",
          label: "Min price",
          value: low > slider.min ? low : undefined,
        }}
        max={{
          name: "maxPrice",
          label: "Max price",
          value: high < slider.max ? high : undefined,
        }}
        placeholders={["No min", `No max`]}
        onChange={(min, max) => onChange([min ?? slider.min, max ?? slider.max])}
        reversedMessage={PRICE_REVERSED_MESSAGE}
        checked={checked}
      />
    </fieldset>
  );
}

/** The slider's track and range as drawn, until its code has loaded. */
function TrackStandIn({
  value: [low, high],
  slider,
}: {
  value: [number, number];
  slider: PriceSlider;
}) {
  const percent = (price: number) =>
    (100 * (Math.min(price, slider.max) - slider.min)) / slider.max;
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

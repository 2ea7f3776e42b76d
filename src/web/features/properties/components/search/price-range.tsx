import { PRICE_SLIDER } from "@/shared/properties";
import { Slider } from "@/web/components/ui/slider";
import { sliderPriceLabel } from "../../search-state";

const THUMB_LABELS = ["Minimum price", "Maximum price"];

interface PriceRangeProps {
  value: [number, number];
  onChange: (value: [number, number]) => void;
}

/** Two thumbs from $0 to $2,000,000+, in steps of $50,000; the top end means "and above". */
export function PriceRange({ value, onChange }: PriceRangeProps) {
  const [low, high] = value;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 font-medium text-sm">Price range</legend>
      <p className="text-muted-foreground text-sm">
        {sliderPriceLabel(low)} – {sliderPriceLabel(high)}
      </p>
      <Slider
        min={PRICE_SLIDER.min}
        max={PRICE_SLIDER.max}
        step={PRICE_SLIDER.step}
        minStepsBetweenThumbs={0}
        value={value}
        onValueChange={([low = PRICE_SLIDER.min, high = PRICE_SLIDER.max]) => onChange([low, high])}
        thumbLabels={THUMB_LABELS}
        valueText={sliderPriceLabel}
      />
    </fieldset>
  );
}

import type { UseFormReturn } from "react-hook-form";
import { AMENITIES } from "@/shared/properties";
import { TextField } from "@/web/components/ui/text-field";
import { Textarea } from "@/web/components/ui/textarea";
import { firstErrorMessage } from "../first-error-message";
import type { PropertyFormFields } from "../property-form-values";
import { FormField } from "./form-field";
import { NearbyAmenitiesField } from "./nearby-amenities-field";

const FEATURE_LISTS = [
  { name: "interiorFeatures", label: "Interior features" },
  { name: "exteriorFeatures", label: "Exterior features" },
  { name: "communityFeatures", label: "Community features" },
] as const;

/** Amenities, facts, feature lists and nearby places: what each listing says of itself. */
export function DetailsFields({ form }: { form: UseFormReturn<PropertyFormFields> }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <>
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-medium text-sm">Amenities</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {AMENITIES.map((amenity) => (
            <label key={amenity} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                value={amenity}
                className="size-4 accent-primary"
                {...register("amenities")}
              />
              {amenity}
            </label>
          ))}
        </div>
        {errors.amenities ? (
          <p className="text-destructive text-sm">{firstErrorMessage(errors.amenities)}</p>
        ) : null}
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-2 font-medium text-sm">Facts</legend>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          <TextField
            label="Year built"
            type="number"
            inputMode="numeric"
            step={1}
            error={errors.yearBuilt?.message}
            {...register("yearBuilt")}
          />
          <TextField
            label="Lot size (acres)"
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            error={errors.lotSizeAcres?.message}
            {...register("lotSizeAcres")}
          />
          <TextField
            label="Stories"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            error={errors.stories?.message}
            {...register("stories")}
          />
          <TextField
            label="Garage spaces"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            error={errors.garageSpaces?.message}
            {...register("garageSpaces")}
          />
          <TextField
            label="Condition"
            placeholder="Excellent"
            error={errors.condition?.message}
            {...register("condition")}
          />
          <TextField
            label="HOA dues ($/month)"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            error={errors.hoaDues?.message}
            {...register("hoaDues")}
          />
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        {FEATURE_LISTS.map(({ name, label }) => (
          <FormField
            key={name}
            label={label}
            hint="One per line"
            error={firstErrorMessage(errors[name])}
          >
            {(control) => <Textarea rows={4} {...control} {...register(name)} />}
          </FormField>
        ))}
      </div>
      <NearbyAmenitiesField form={form} />
    </>
  );
}

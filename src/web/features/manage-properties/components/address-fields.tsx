import { useState } from "react";
import { type UseFormReturn, useWatch } from "react-hook-form";
import type { PlaceSuggestion } from "@/shared/manage-properties";
import { US_STATE_CODES } from "@/shared/us-states";
import { NativeSelect } from "@/web/components/ui/native-select";
import { TextField } from "@/web/components/ui/text-field";
import type { PropertyFormFields } from "../property-form-values";
import { FormField } from "./form-field";
import { PlaceField } from "./place-field";
import { PositionField } from "./position-field";

/**
 * Street address, then city and ZIP with the US autocomplete that fills city, state and ZIP;
 * the position below is placed from the ZIP and refined on the map.
 */
export function AddressFields({ form }: { form: UseFormReturn<PropertyFormFields> }) {
  const {
    register,
    control,
    setValue,
    formState: { errors, isSubmitted },
  } = form;

  const [filled, setFilled] = useState<PlaceSuggestion | null>(null);
  const zip = useWatch({ control, name: "zip" });

  const fill = (place: PlaceSuggestion) => {
    // Re-checked at once only after a first submit, like typed values.
    const options = { shouldDirty: true, shouldValidate: isSubmitted };
    setValue("city", place.city, options);
    setValue("state", place.state, options);
    setValue("zip", place.zip, options);
    setFilled(place);
  };

  return (
    <>
      <TextField
        label="Address"
        autoComplete="street-address"
        error={errors.address?.message}
        {...register("address")}
      />
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr]">
        <PlaceField
          control={control}
          name="city"
          label="City"
          onPick={fill}
          error={errors.city?.message}
        />
        <FormField label="State" error={errors.state?.message}>
          {(props) => (
            <NativeSelect {...props} {...register("state")}>
              <option value="">State</option>
              {US_STATE_CODES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <PlaceField
          control={control}
          name="zip"
          label="ZIP"
          inputMode="numeric"
          onPick={fill}
          error={errors.zip?.message}
        />
      </div>
      {/* A city has many ZIP codes: say which one picking it filled, while it stands. */}
      <p role="status" className="text-muted-foreground text-sm">
        {filled && filled.zip === zip
          ? `ZIP ${filled.zip} filled in for ${filled.city}, ${filled.state}: change it if the listing is in another part of the city.`
          : null}
      </p>
      <PositionField form={form} />
    </>
  );
}

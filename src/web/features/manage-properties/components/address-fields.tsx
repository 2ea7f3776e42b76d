import type { UseFormReturn } from "react-hook-form";
import type { PlaceSuggestion } from "@/shared/manage-properties";
import { US_STATE_CODES } from "@/shared/us-states";
import { NativeSelect } from "@/web/components/ui/native-select";
import { TextField } from "@/web/components/ui/text-field";
import type { PropertyFormFields } from "../property-form-values";
import { FormField } from "./form-field";
import { PlaceField } from "./place-field";

/** Street address, then city and ZIP with the US autocomplete that fills city, state and ZIP. */
export function AddressFields({ form }: { form: UseFormReturn<PropertyFormFields> }) {
  const {
    register,
    control,
    setValue,
    formState: { errors, isSubmitted },
  } = form;

  const fill = (place: PlaceSuggestion) => {
    // Re-checked at once only after a first submit, like typed values.
    const options = { shouldDirty: true, shouldValidate: isSubmitted };
    setValue("city", place.city, options);
    setValue("state", place.state, options);
    setValue("zip", place.zip, options);
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
    </>
  );
}

import { Controller, type UseFormReturn } from "react-hook-form";
import { PROPERTY_TYPES } from "@/shared/properties";
import { Input } from "@/web/components/ui/input";
import { NativeSelect } from "@/web/components/ui/native-select";
import { TextField } from "@/web/components/ui/text-field";
import { Textarea } from "@/web/components/ui/textarea";
import type { PropertyFormFields } from "../property-form-values";
import { formatPriceInput } from "../property-format";
import { FormField } from "./form-field";

/** Title, description, price, type and size of the listing. */
export function BasicsFields({ form }: { form: UseFormReturn<PropertyFormFields> }) {
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = form;
  // Land has no rooms (decision 012): its room fields leave the form and hold 0.
  const isLand = form.watch("propertyType") === "Land";
  const forRent = form.watch("offer") === "rent";
  const onTypeChange = (event: { target: { value: string } }) => {
    if (event.target.value !== "Land") return;
    setValue("bedrooms", "0");
    setValue("bathrooms", "0");
  };
  return (
    <>
      <TextField label="Title" error={errors.title?.message} {...register("title")} />
      <FormField label="Description" error={errors.description?.message}>
        {(control) => (
          <Textarea className="min-h-[120px]" {...control} {...register("description")} />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Offered" error={errors.offer?.message}>
          {(control) => (
            <NativeSelect {...control} {...register("offer")}>
              <option value="sale">For sale</option>
              <option value="rent">For rent</option>
            </NativeSelect>
          )}
        </FormField>
        <Controller
          control={control}
          name="price"
          render={({ field }) => (
            <TextField
              label={forRent ? "Monthly rent ($)" : "Price ($)"}
              inputMode="numeric"
              autoComplete="off"
              placeholder={forRent ? "2,400" : "450,000"}
              error={errors.price?.message}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              // Digits only, grouped by thousands as the user types.
              onChange={(event) => field.onChange(formatPriceInput(event.target.value))}
            />
          )}
        />
        <FormField label="Property type" error={errors.propertyType?.message}>
          {(control) => (
            <NativeSelect {...control} {...register("propertyType", { onChange: onTypeChange })}>
              <option value="">Choose a type</option>
              {PROPERTY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <div className="grid grid-cols-3 gap-3 sm:gap-4">
        {isLand ? null : (
          <>
            <TextField
              label="Bedrooms"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              placeholder="0 for a studio"
              error={errors.bedrooms?.message}
              {...register("bedrooms")}
            />
            <FormField label="Bathrooms" error={errors.bathrooms?.message}>
              {(control) => (
                <Input
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={0.5}
                  {...control}
                  {...register("bathrooms")}
                />
              )}
            </FormField>
          </>
        )}
        <TextField
          label="Square feet"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          error={errors.squareFeet?.message}
          {...register("squareFeet")}
        />
      </div>
    </>
  );
}

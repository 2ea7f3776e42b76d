import { Plus, Trash2 } from "lucide-react";
import { type UseFormReturn, useFieldArray } from "react-hook-form";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { firstErrorMessage } from "../first-error-message";
import type { PropertyFormFields } from "../property-form-values";

/** Nearby places as name + distance rows. */
export function NearbyAmenitiesField({ form }: { form: UseFormReturn<PropertyFormFields> }) {
  const { control, register, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: "nearbyAmenities" });
  const error = firstErrorMessage(formState.errors.nearbyAmenities);
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 font-medium text-sm">Nearby amenities</legend>
      {fields.map((row, index) => (
        <div key={row.id} className="grid grid-cols-[1fr_8rem_auto] gap-2">
          <Input
            aria-label={`Nearby place ${index + 1}`}
            placeholder="Central Park"
            {...register(`nearbyAmenities.${index}.name`)}
          />
          <Input
            aria-label={`Distance ${index + 1}`}
            placeholder="0.5 mi"
            {...register(`nearbyAmenities.${index}.distance`)}
          />
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Remove nearby place ${index + 1}`}
            onClick={() => remove(index)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      ))}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => append({ name: "", distance: "" })}
      >
        <Plus aria-hidden="true" />
        Add nearby place
      </Button>
      {error ? <p className="text-destructive text-sm">{error}</p> : null}
    </fieldset>
  );
}

import { lazy } from "react";
import { type UseFormReturn, useWatch } from "react-hook-form";
import { MapSlot } from "@/web/components/map/map-slot";
import { TextField } from "@/web/components/ui/text-field";
import { coordinateText, formPosition, type PropertyFormFields } from "../property-form-values";

const PositionMap = lazy(() => import("./position-map"));

/**
 * The listing's position: a map with a draggable pin (arrow keys move it too) and, as the
 * accessible and exact alternative, the latitude and longitude themselves.
 */
export function PositionField({ form }: { form: UseFormReturn<PropertyFormFields> }) {
  const {
    register,
    control,
    setValue,
    formState: { errors, isSubmitted },
  } = form;
  const [latitude, longitude] = useWatch({ control, name: ["latitude", "longitude"] });
  const position = formPosition(latitude, longitude);
  const error = errors.latitude?.message ?? errors.longitude?.message;

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 font-medium text-sm">Position on the map</legend>
      <MapSlot className="h-64">
        <PositionMap
          position={position}
          onMove={(next) => {
            const options = { shouldDirty: true, shouldValidate: isSubmitted };
            setValue("latitude", coordinateText(next.latitude), options);
            setValue("longitude", coordinateText(next.longitude), options);
          }}
        />
      </MapSlot>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Latitude"
          type="number"
          step="any"
          inputMode="decimal"
          error={error}
          {...register("latitude")}
        />
        <TextField
          label="Longitude"
          type="number"
          step="any"
          inputMode="decimal"
          {...register("longitude")}
        />
      </div>
    </fieldset>
  );
}

import { lazy } from "react";
import type { UseFormReturn } from "react-hook-form";
import { MapSlot } from "@/web/components/map/map-slot";
import { Button } from "@/web/components/ui/button";
import { TextField } from "@/web/components/ui/text-field";
import { pinStatus } from "../pin-status";
import type { PropertyFormFields } from "../property-form-values";
import { useZipPosition } from "./use-zip-position";

const PositionMap = lazy(() => import("./position-map"));

/**
 * The listing's position: placed from the address's ZIP, then refined on a map with a draggable
 * pin (arrow keys move it too) or, as the accessible and exact alternative, by the latitude and
 * longitude themselves. A line says where the pin came from.
 */
export function PositionField({ form }: { form: UseFormReturn<PropertyFormFields> }) {
  const {
    register,
    formState: { errors },
  } = form;
  const error = errors.latitude?.message ?? errors.longitude?.message;
  const { position, placement, pin, placeFromAddress, movePin } = useZipPosition(form);
  const status = pinStatus(placement, pin);

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 font-medium text-sm">Position on the map</legend>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p role="status" className="min-w-0 grow basis-64 text-muted-foreground text-sm">
          {status}
        </p>
        {placeFromAddress ? (
          // Stays in place (and focusable) once the pin is back, so the focus is not lost.
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="aria-disabled:cursor-default aria-disabled:opacity-60"
            aria-disabled={pin === "zip"}
            onClick={() => {
              if (pin !== "zip") placeFromAddress();
            }}
          >
            Place from address
          </Button>
        ) : null}
      </div>
      <MapSlot className="h-64">
        <PositionMap position={position} onMove={movePin} />
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

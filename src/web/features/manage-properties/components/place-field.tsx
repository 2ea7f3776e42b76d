import { type Control, Controller } from "react-hook-form";
import type { PlaceSuggestion } from "@/shared/manage-properties";
import type { PropertyFormFields } from "../property-form-values";
import { PlaceCombobox } from "./place-combobox";

interface PlaceFieldProps {
  control: Control<PropertyFormFields>;
  /** The address field this combobox edits; picking a place fills city, state and ZIP. */
  name: "city" | "zip";
  label: string;
  inputMode?: "text" | "numeric";
  /** Fills city, state and ZIP from the chosen place. */
  onPick: (place: PlaceSuggestion) => void;
  error?: string;
}

/** One address field of the listing form with the US place autocomplete (City, ZIP). */
export function PlaceField({ control, name, label, inputMode, onPick, error }: PlaceFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <PlaceCombobox
          label={label}
          inputMode={inputMode}
          autoComplete="off"
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          onPick={onPick}
          error={error}
        />
      )}
    />
  );
}

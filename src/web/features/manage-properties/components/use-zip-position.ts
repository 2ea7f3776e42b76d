import { useCallback, useEffect, useMemo, useRef } from "react";
import { type UseFormReturn, useWatch } from "react-hook-form";
import type { PlaceSuggestion } from "@/shared/manage-properties";
import { fiveDigitZip, type ZipPlacement, zipPlacement } from "@/shared/zip-position";
import { usePlaces } from "../api/places";
import type { PinSpot } from "../pin-status";
import {
  coordinateText,
  formPosition,
  type PropertyFormFields,
  samePosition,
} from "../property-form-values";

export interface ZipPosition {
  /** The pin as the coordinates hold it; null while either is missing or out of range. */
  position: Position | null;
  /** What the address's ZIP places, once city, state and a whole ZIP are in and looked up. */
  placement: ZipPlacement | null;
  pin: PinSpot;
  /** Puts the pin back at the ZIP's centre; null while the ZIP places nothing. */
  placeFromAddress: (() => void) | null;
  /** Moves the pin by hand (the map's drag, click or arrow keys). */
  movePin: (next: Position) => void;
}

type Position = Pick<PlaceSuggestion, "latitude" | "longitude">;

/**
 * Places the pin from the address: once the form has a city, a state and a ZIP the bundled place
 * data knows in that state (asked of the server, as the autocomplete is), the pin goes to the
 * ZIP's centre, and moves again when the ZIP or state changes, unless it was moved by hand since
 * the last such placement. A pin the last ZIP placed is taken away when the new ZIP places nothing.
 */
export function useZipPosition(form: UseFormReturn<PropertyFormFields>): ZipPosition {
  const {
    control,
    getValues,
    setValue,
    formState: { isSubmitted },
  } = form;
  const [city, state, zip, latitude, longitude] = useWatch({
    control,
    name: ["city", "state", "zip", "latitude", "longitude"],
  });
  const five = fiveDigitZip(zip);
  const ready = five !== null && city.trim() !== "" && state !== "";
  const lookup = usePlaces(ready && five ? five : "");
  const placement = useMemo(
    () => (ready && five && lookup.data ? zipPlacement(five, state, lookup.data) : null),
    [ready, five, state, lookup.data],
  );
  const target = placement?.kind === "placed" ? placement.place : null;

  // Where the last automatic placement put the pin: a pin still there was not moved by hand.
  const placed = useRef<Position | null>(null);

  const movePin = useCallback(
    (next: Position | null) => {
      // Re-checked at once only after a first submit, like typed values.
      const options = { shouldDirty: true, shouldValidate: isSubmitted };
      setValue("latitude", next ? coordinateText(next.latitude) : "", options);
      setValue("longitude", next ? coordinateText(next.longitude) : "", options);
    },
    [setValue, isSubmitted],
  );
  const put = useCallback(
    (next: Position | null) => {
      movePin(next);
      placed.current = next;
    },
    [movePin],
  );

  useEffect(() => {
    if (!placement) return;
    const current = formPosition(getValues("latitude"), getValues("longitude"));
    const untouched = current === null || samePosition(current, placed.current);
    if (placement.kind === "placed") {
      // A pin already at the ZIP's centre (a listing saved so) counts as placed from it.
      if (samePosition(current, placement.place)) placed.current = placement.place;
      else if (untouched) put(placement.place);
    } else if (current !== null && untouched) {
      // The pin stood for the previous ZIP: none is better than a wrong one.
      put(null);
    }
  }, [placement, getValues, put]);

  const position = formPosition(latitude, longitude);
  const pin: PinSpot = position === null ? "none" : samePosition(position, target) ? "zip" : "hand";
  return {
    position,
    placement,
    pin,
    placeFromAddress: target ? () => put(target) : null,
    movePin,
  };
}

import type { PropertyFormValues } from "@/shared/schemas/property-form";
import { fiveDigitZip, zipPlacement, zipPlacementProblem } from "@/shared/zip-position";
import { findPlaces, loadPlaceIndex } from "../places/places.service";
import { ApiError } from "../platform/http/errors";

export interface ListingPosition {
  latitude: number;
  longitude: number;
}

/**
 * The position a save stores: the coordinates sent, else the centre of the listing's ZIP from
 * the bundled place data. A ZIP the data does not know in the listing's state is a 400 on the
 * ZIP saying what to do, since no position would be a guess.
 */
export async function listingPosition(
  form: Pick<PropertyFormValues, "latitude" | "longitude" | "zip" | "state">,
): Promise<ListingPosition> {
  if (form.latitude !== undefined && form.longitude !== undefined) {
    return { latitude: form.latitude, longitude: form.longitude };
  }
  // The schema has checked the ZIP's shape already.
  const zip = fiveDigitZip(form.zip) ?? form.zip;
  const placement = zipPlacement(zip, form.state, findPlaces(await loadPlaceIndex(), zip, 1));
  if (placement.kind === "placed") {
    return { latitude: placement.place.latitude, longitude: placement.place.longitude };
  }
  const message = zipPlacementProblem(placement);
  throw ApiError.validation([{ path: "zip", message }], message);
}

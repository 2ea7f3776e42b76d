import { type ZipPlacement, zipPlacementProblem } from "@/shared/zip-position";

/** Where the listing form's pin is: none, at the address's ZIP centre, or set by hand. */
export type PinSpot = "none" | "zip" | "hand";

/** What the position field says of the pin: where it came from, and what the ZIP would do. */
export function pinStatus(placement: ZipPlacement | null, pin: PinSpot): string | null {
  if (placement === null) {
    return pin === "none"
      ? "The pin is placed from the ZIP once the city, state and ZIP are filled in; or click the map to place it."
      : null;
  }
  if (placement.kind !== "placed") return zipPlacementProblem(placement);
  const { zip, place } = placement;
  switch (pin) {
    case "zip":
      return `Placed from ZIP ${zip} (${place.city}, ${place.state}): drag the pin, or move it with the arrow keys, to refine.`;
    case "hand":
      return "Pin set by hand: it stays when the address changes.";
    case "none":
      return `No pin: saving places the listing at the centre of ZIP ${zip}.`;
  }
}

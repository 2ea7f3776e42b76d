import type { PlaceSuggestion } from "./manage-properties";

/**
 * Where the bundled place data puts a listing by its ZIP: at the ZIP's centre when the data knows
 * the ZIP in the listing's state; an unknown ZIP, or one of another state, places nothing.
 */
export type ZipPlacement =
  | { kind: "placed"; zip: string; place: PlaceSuggestion }
  | { kind: "unknown"; zip: string }
  | { kind: "other-state"; zip: string; state: string; place: PlaceSuggestion };

/** The five digits of a complete ZIP ("78704" or "78704-1234"), else null. */
export function fiveDigitZip(zip: string): string | null {
  return /^(\d{5})(-\d{4})?$/.exec(zip.trim())?.[1] ?? null;
}

/**
 * The placement of a listing in `state` whose five-digit ZIP is `zip`, from the places the data
 * gives for that ZIP (the lookup's answer: the ZIP itself, or nothing).
 */
export function zipPlacement(
  zip: string,
  state: string,
  places: readonly PlaceSuggestion[],
): ZipPlacement {
  const place = places.find((candidate) => candidate.zip === zip);
  if (!place) return { kind: "unknown", zip };
  if (place.state !== state) return { kind: "other-state", zip, state, place };
  return { kind: "placed", zip, place };
}

/** A placement that places nothing. */
export type ZipProblem = Exclude<ZipPlacement, { kind: "placed" }>;

/** What to do when the ZIP places nothing: the server's answer and the form's hint alike. */
export function zipPlacementProblem(problem: ZipProblem): string {
  return problem.kind === "unknown"
    ? `ZIP ${problem.zip} is not in the place data: check the ZIP, or set the position on the map.`
    : `ZIP ${problem.zip} is in ${problem.place.city}, ${problem.place.state}, not ${problem.state}: check the ZIP and state, or set the position on the map.`;
}

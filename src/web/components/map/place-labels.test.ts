import { describe, expect, it } from "vitest";
import { type LabelledPlace, placeLabels } from "./place-labels";

const viewport = { width: 800, height: 600 };
/** Places whose longitude and latitude are their screen position, to keep the cases readable. */
const at = (name: string, x: number, y: number): LabelledPlace => ({
  name,
  longitude: x,
  latitude: y,
});
const flat = (place: LabelledPlace) => ({ x: place.longitude, y: place.latitude });
const names = (places: LabelledPlace[]) => places.map((place) => place.name);

describe("placeLabels", () => {
  it("keeps labels that do not meet", () => {
    const places = [at("Chicago", 100, 100), at("Denver", 100, 200), at("Austin", 400, 100)];
    expect(names(placeLabels(places, flat, viewport))).toEqual(["Chicago", "Denver", "Austin"]);
  });

  it("drops a smaller place whose label would cover a larger one's", () => {
    const places = [at("Houston", 100, 100), at("Pasadena", 130, 105), at("Dallas", 100, 300)];
    expect(names(placeLabels(places, flat, viewport))).toEqual(["Houston", "Dallas"]);
  });

  it("lets the first in order win, whichever side the other label is on", () => {
    const left = at("Minneapolis", 100, 100);
    const right = at("Saint Paul", 150, 102);
    expect(names(placeLabels([left, right], flat, viewport))).toEqual(["Minneapolis"]);
    expect(names(placeLabels([right, left], flat, viewport))).toEqual(["Saint Paul"]);
  });

  it("judges a label against kept ones only, not against those already dropped", () => {
    // B meets A and is dropped; C meets B but not A, so it stays.
    const places = [at("A", 100, 100), at("B", 110, 110), at("C", 110, 122)];
    expect(names(placeLabels(places, flat, viewport))).toEqual(["A", "C"]);
  });

  it("measures a label by its name: a long name reaches a place a short one does not", () => {
    const short = [at("Ames", 100, 100), at("Boone", 160, 100)];
    const long = [at("Council Bluffs", 100, 100), at("Boone", 160, 100)];
    expect(names(placeLabels(short, flat, viewport))).toEqual(["Ames", "Boone"]);
    expect(names(placeLabels(long, flat, viewport))).toEqual(["Council Bluffs"]);
  });

  it("leaves out places off the screen", () => {
    const places = [at("West", -5, 100), at("North", 100, -1), at("Far", 900, 100), at("In", 0, 0)];
    expect(names(placeLabels(places, flat, viewport))).toEqual(["In"]);
  });
});

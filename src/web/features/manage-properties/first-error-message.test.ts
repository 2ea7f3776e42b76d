import { describe, expect, it } from "vitest";
import { firstErrorMessage } from "./first-error-message";

describe("firstErrorMessage", () => {
  it("finds a field's own message or the first one among its items", () => {
    expect(firstErrorMessage({ message: "Title must be at least 2 characters." })).toBe(
      "Title must be at least 2 characters.",
    );
    expect(firstErrorMessage([undefined, { distance: { message: "Give the distance." } }])).toBe(
      "Give the distance.",
    );
    expect(firstErrorMessage({ root: { message: "At most 20 nearby amenities." } })).toBe(
      "At most 20 nearby amenities.",
    );
    expect(firstErrorMessage(undefined)).toBeUndefined();
    expect(firstErrorMessage({ type: "min", message: "" })).toBeUndefined();
  });
});

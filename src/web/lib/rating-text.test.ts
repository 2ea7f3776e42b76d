import { describe, expect, it } from "vitest";
import { filledStars, ratingSummary, ratingText, reviewsText } from "./rating-text";

describe("review texts", () => {
  it("shows the average to one decimal", () => {
    expect(ratingText(4.9)).toBe("4.9");
    expect(ratingText(5)).toBe("5.0");
  });

  it("counts reviews", () => {
    expect(reviewsText(1)).toBe("1 review");
    expect(reviewsText(1234)).toBe("1,234 reviews");
  });

  it("sums up, with no made-up figure for someone not reviewed", () => {
    expect(ratingSummary(4.5, 2)).toBe("4.5 (2 reviews)");
    expect(ratingSummary(null, 0)).toBe("No reviews yet");
  });

  it("fills stars to the nearest half", () => {
    expect(filledStars(4.8)).toBe(5);
    expect(filledStars(4.6)).toBe(4.5);
    expect(filledStars(4.2)).toBe(4);
    expect(filledStars(null)).toBe(0);
  });
});

import { describe, expect, it } from "vitest";
import { filledStars, instagramUrl, mailtoHref, ratingText, reviewsText } from "./directory-format";

describe("directory card texts", () => {
  it("shows one decimal, or New without a rating", () => {
    expect(ratingText(4.9)).toBe("4.9");
    expect(ratingText(5)).toBe("5.0");
    expect(ratingText(null)).toBe("New");
  });

  it("counts reviews", () => {
    expect(reviewsText(0)).toBe("0 reviews");
    expect(reviewsText(1)).toBe("1 review");
    expect(reviewsText(1234)).toBe("1,234 reviews");
  });

  it("fills stars to the nearest half", () => {
    expect(filledStars(4.8)).toBe(5);
    expect(filledStars(4.6)).toBe(4.5);
    expect(filledStars(4.2)).toBe(4);
    expect(filledStars(null)).toBe(0);
  });

  it("links Instagram by handle and e-mail by mailto", () => {
    expect(instagramUrl("skyframe.derek")).toBe("https://instagram.com/skyframe.derek");
    expect(instagramUrl("@nora")).toBe("https://instagram.com/nora");
    expect(mailtoHref("nora.castillo@example.com")).toBe("mailto:nora.castillo@example.com");
  });
});

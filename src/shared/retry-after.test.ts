import { describe, expect, it } from "vitest";
import { tooManyMessage, waitWords } from "./retry-after";

describe("tooManyMessage", () => {
  it("says what was too much and when to try again", () => {
    expect(tooManyMessage(45)).toBe("Too many attempts. Please try again in 45 seconds.");
    expect(tooManyMessage(90, "Too many comments.")).toBe(
      "Too many comments. Please try again in 2 minutes.",
    );
  });

  it("rounds a wait up and names singulars", () => {
    expect(waitWords(0)).toBe("1 second");
    expect(waitWords(1)).toBe("1 second");
    expect(waitWords(59.2)).toBe("1 minute");
    expect(waitWords(60)).toBe("1 minute");
    expect(waitWords(61)).toBe("2 minutes");
  });
});

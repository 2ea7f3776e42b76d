import { describe, expect, it } from "vitest";
import { EXCERPT_LENGTH } from "@/shared/blog";
import { excerptOf, readMinutes } from "./excerpt";

describe("excerptOf", () => {
  it("keeps text up to 150 characters whole", () => {
    expect(excerptOf("Short.")).toBe("Short.");
    const exact = "a".repeat(EXCERPT_LENGTH);
    expect(excerptOf(exact)).toBe(exact);
  });

  it("cuts longer text at the last word boundary and adds an ellipsis", () => {
    // "word " x29 is 145 characters, so "wordier" straddles the limit.
    const text = `${"word ".repeat(29)}wordier and more`;
    expect(excerptOf(text)).toBe(`${"word ".repeat(29).trimEnd()}…`);
  });

  it("cuts exactly at the limit when the limit falls between words", () => {
    const text = `${"abcd ".repeat(29)}abcd more`; // the 150th character ends a word
    expect(excerptOf(text)).toBe(`${"abcd ".repeat(29)}abcd…`);
  });

  it("cuts through a word that fills most of the room", () => {
    const text = `intro ${"x".repeat(200)}`;
    expect(excerptOf(text)).toBe(`intro ${"x".repeat(144)}…`);
  });

  it("never splits an emoji", () => {
    const text = "🏠".repeat(200);
    expect(excerptOf(text)).toBe(`${"🏠".repeat(150)}…`);
  });
});

describe("readMinutes", () => {
  it("rounds up at 200 words a minute, at least one", () => {
    expect(readMinutes("")).toBe(1);
    expect(readMinutes("word ".repeat(200))).toBe(1);
    expect(readMinutes("word ".repeat(201))).toBe(2);
  });
});

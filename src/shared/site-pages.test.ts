import { describe, expect, it } from "vitest";
import { paragraphsOf } from "./site-pages";

describe("paragraphsOf", () => {
  it("splits on blank lines and keeps a single line break inside its paragraph", () => {
    expect(paragraphsOf("One\ntwo\n\n  Three  \n \n\n\nFour")).toEqual([
      "One\ntwo",
      "Three",
      "Four",
    ]);
  });

  it("finds none in empty or blank text", () => {
    expect(paragraphsOf("")).toEqual([]);
    expect(paragraphsOf(" \n\n ")).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { emailPrefix, initials } from "../../src/shared/format";

describe("initials", () => {
  it.each([
    ["", "?"],
    ["   ", "?"],
    [null, "?"],
    ["madonna", "M"],
    ["jane doe", "JD"],
    ["Mary Ann van Dyke", "MD"],
  ])("%j gives %j", (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});

describe("emailPrefix", () => {
  it("takes the part before the @", () => {
    expect(emailPrefix("jane.doe@example.com")).toBe("jane.doe");
  });
});

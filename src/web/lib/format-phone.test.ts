import { describe, expect, it } from "vitest";
import { formatPhone } from "./format-phone";

describe("formatPhone", () => {
  it("formats exactly ten digits and leaves anything else alone", () => {
    expect(formatPhone("5551234567")).toBe("(555) 123-4567");
    expect(formatPhone("555-123-4567")).toBe("(555) 123-4567");
    expect(formatPhone("+1 555 123 4567")).toBe("+1 555 123 4567");
    expect(formatPhone("12345")).toBe("12345");
  });
});

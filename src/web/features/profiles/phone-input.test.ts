import { describe, expect, it } from "vitest";
import { caretAfterDigits, editPhone } from "./phone-input";

describe("editPhone", () => {
  it("keeps digits only and formats exactly ten of them", () => {
    expect(editPhone("", "555123456", 9)).toEqual({
      digits: "555123456",
      display: "555123456",
      caret: 9,
    });
    expect(editPhone("555123456", "5551234567", 10)).toEqual({
      digits: "5551234567",
      display: "(555) 123-4567",
      caret: 14,
    });
    expect(editPhone("", "+1 (555) abc", 12).digits).toBe("1555");
  });

  it("goes back to plain digits when a digit is removed or an eleventh added", () => {
    expect(editPhone("5551234567", "(555) 123-456", 13).display).toBe("555123456");
    expect(editPhone("5551234567", "(555) 123-45678", 15).display).toBe("55512345678");
  });

  it("deletes the digit before a format character the user deleted", () => {
    // Backspace right after "(555)" removes ")" from "(555) 123-4567".
    expect(editPhone("5551234567", "(555 123-4567", 4)).toEqual({
      digits: "551234567",
      display: "551234567",
      caret: 2,
    });
  });

  it("keeps the caret after the same digits when editing in the middle", () => {
    // Typing 9 after "(555) 1" of a ten-digit number makes eleven digits, shown plain.
    expect(editPhone("5551234567", "(555) 1923-4567", 8)).toEqual({
      digits: "55519234567",
      display: "55519234567",
      caret: 5,
    });
  });
});

describe("caretAfterDigits", () => {
  it("skips format characters", () => {
    expect(caretAfterDigits("(555) 123-4567", 3)).toBe(4);
    expect(caretAfterDigits("(555) 123-4567", 6)).toBe(9);
    expect(caretAfterDigits("(555) 123-4567", 0)).toBe(0);
    expect(caretAfterDigits("", 0)).toBe(0);
  });
});

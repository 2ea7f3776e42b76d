import { describe, expect, it } from "vitest";
import { greeting, greetingForHour } from "./greeting";

describe("greetingForHour", () => {
  it("switches at 12 and at 18", () => {
    expect(greetingForHour(0)).toBe("Good morning");
    expect(greetingForHour(11)).toBe("Good morning");
    expect(greetingForHour(12)).toBe("Good afternoon");
    expect(greetingForHour(17)).toBe("Good afternoon");
    expect(greetingForHour(18)).toBe("Good evening");
    expect(greetingForHour(23)).toBe("Good evening");
  });
});

describe("greeting", () => {
  it("adds the name, or 'there' without one", () => {
    const morning = new Date(2024, 4, 1, 9, 30);
    expect(greeting("Jane", morning)).toBe("Good morning, Jane");
    expect(greeting("  ", morning)).toBe("Good morning, there");
    expect(greeting(null, new Date(2024, 4, 1, 19))).toBe("Good evening, there");
  });
});

import { describe, expect, it } from "vitest";
import { formatDisplayName } from "./display-name";

const jane = { name: "Jane Q. Doe", username: "janedoe", email: "jane@example.com" };

describe("formatDisplayName", () => {
  it("shows each format", () => {
    expect(formatDisplayName(jane, "full_name")).toBe("Jane Q. Doe");
    expect(formatDisplayName(jane, "first_name")).toBe("Jane");
    expect(formatDisplayName(jane, "username")).toBe("janedoe");
    expect(formatDisplayName(jane, "initials")).toBe("JD");
  });

  it("uses the full name by default", () => {
    expect(formatDisplayName(jane)).toBe("Jane Q. Doe");
  });

  it("falls back to the name, the username, then the e-mail", () => {
    expect(formatDisplayName({ ...jane, username: null }, "username")).toBe("Jane Q. Doe");
    expect(formatDisplayName({ ...jane, name: "  " }, "full_name")).toBe("janedoe");
    expect(formatDisplayName({ ...jane, name: "" }, "first_name")).toBe("janedoe");
    expect(
      formatDisplayName({ name: "", username: null, email: "x@example.com" }, "full_name"),
    ).toBe("x@example.com");
  });

  it("makes initials from what there is", () => {
    expect(formatDisplayName({ ...jane, name: "" }, "initials")).toBe("J");
    expect(formatDisplayName({ email: "bob@example.com" }, "initials")).toBe("B");
  });
});

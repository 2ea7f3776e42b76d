import { describe, expect, it } from "vitest";
import { readSettingsSection } from "./settings-sections";

const read = (query: string) => readSettingsSection(new URLSearchParams(query));

describe("readSettingsSection", () => {
  it("opens the security and notifications sections", () => {
    expect(read("tab=settings&section=security")).toBe("security");
    expect(read("tab=settings&section=notifications")).toBe("notifications");
  });

  it("ignores a missing or other section", () => {
    expect(read("tab=settings")).toBeNull();
    expect(read("tab=settings&section=appearance")).toBeNull();
    expect(read("section=")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { readSettingsSection, visibleSubTabs } from "./settings-sections";

const read = (query: string) => readSettingsSection(new URLSearchParams(query));

describe("readSettingsSection", () => {
  it("opens the security, notifications and directory sections", () => {
    expect(read("tab=settings&section=security")).toBe("security");
    expect(read("tab=settings&section=notifications")).toBe("notifications");
    expect(read("tab=settings&section=directory")).toBe("directory");
  });

  it("ignores a missing or other section", () => {
    expect(read("tab=settings")).toBeNull();
    expect(read("tab=settings&section=appearance")).toBeNull();
    expect(read("section=")).toBeNull();
  });
});

describe("visibleSubTabs", () => {
  it("shows Directory Listing only to professionals", () => {
    expect(visibleSubTabs(false)).not.toContain("directory");
    expect(visibleSubTabs(false)).toHaveLength(5);
    expect(visibleSubTabs(true).at(-1)).toBe("directory");
  });
});

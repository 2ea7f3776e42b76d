import { describe, expect, it } from "vitest";
import { readDashboardTab } from "./dashboard-tabs";

const read = (query: string) => readDashboardTab(new URLSearchParams(query));

describe("readDashboardTab", () => {
  it("reads each known tab", () => {
    expect(read("tab=saved")).toBe("saved");
    expect(read("tab=notifications")).toBe("notifications");
    expect(read("tab=settings&section=security")).toBe("settings");
  });

  it("falls back to the overview for a missing or unknown tab", () => {
    expect(read("")).toBe("overview");
    expect(read("tab=overview")).toBe("overview");
    expect(read("tab=billing")).toBe("overview");
    expect(read("tab=SETTINGS")).toBe("overview");
  });
});

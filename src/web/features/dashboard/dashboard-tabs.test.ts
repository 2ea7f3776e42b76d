import { describe, expect, it } from "vitest";
import { dashboardTabsFor, readDashboardTab } from "./dashboard-tabs";

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

describe("realtor-only tabs", () => {
  it("opens the Inbox, My Listings and My Reels for a realtor", () => {
    expect(readDashboardTab(new URLSearchParams("tab=inbox&thread=t1"), "realtor")).toBe("inbox");
    expect(readDashboardTab(new URLSearchParams("tab=listings"), "realtor")).toBe("listings");
    expect(readDashboardTab(new URLSearchParams("tab=reels"), "realtor")).toBe("reels");
  });

  it("falls back to the overview for everyone else", () => {
    for (const role of ["user", "admin", "photographer", null] as const) {
      expect(readDashboardTab(new URLSearchParams("tab=listings"), role)).toBe("overview");
      expect(readDashboardTab(new URLSearchParams("tab=reels"), role)).toBe("overview");
      expect(readDashboardTab(new URLSearchParams("tab=messages"), role)).toBe("messages");
    }
    for (const role of ["user", "admin", null] as const) {
      expect(readDashboardTab(new URLSearchParams("tab=inbox"), role)).toBe("overview");
    }
    expect(readDashboardTab(new URLSearchParams("tab=saved"), "admin")).toBe("saved");
  });

  it("opens the Inbox for a photographer, where bookings are answered", () => {
    expect(readDashboardTab(new URLSearchParams("tab=inbox"), "photographer")).toBe("inbox");
    expect(dashboardTabsFor("photographer")).toEqual([
      "overview",
      "messages",
      "saved",
      "searches",
      "notifications",
      "settings",
      "inbox",
    ]);
  });

  it("lists the tabs each role sees", () => {
    expect(dashboardTabsFor("realtor")).toContain("listings");
    expect(dashboardTabsFor("user")).toEqual([
      "overview",
      "messages",
      "saved",
      "searches",
      "notifications",
      "settings",
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { adminPaths, paths, settingsRedirectPath } from "./paths";

describe("paths.notificationSettings", () => {
  it("is the settings' notifications section, optionally at the note on alerts", () => {
    expect(paths.notificationSettings()).toBe("/dashboard?tab=settings&section=notifications");
    expect(paths.notificationSettings({ explained: true })).toBe(
      "/dashboard?tab=settings&section=notifications#email-and-alerts",
    );
  });
});

describe("paths.dashboard", () => {
  it("leaves the default overview tab out of the URL", () => {
    expect(paths.dashboard()).toBe("/dashboard");
    expect(paths.dashboard({ tab: "overview" })).toBe("/dashboard");
  });

  it("adds the tab and the section", () => {
    expect(paths.dashboard({ tab: "settings" })).toBe("/dashboard?tab=settings");
    expect(paths.dashboard({ tab: "settings", section: "security" })).toBe(
      "/dashboard?tab=settings&section=security",
    );
  });
});

describe("settingsRedirectPath", () => {
  const redirect = (query: string) => settingsRedirectPath(new URLSearchParams(query));

  it("opens the settings tab by default", () => {
    expect(redirect("")).toBe("/dashboard?tab=settings");
  });

  it("keeps a requested tab", () => {
    expect(redirect("tab=notifications")).toBe("/dashboard?tab=notifications");
  });

  it("opens a section inside the settings tab", () => {
    expect(redirect("section=notifications")).toBe("/dashboard?tab=settings&section=notifications");
  });
});

describe("paths with ids", () => {
  it("encodes the id", () => {
    expect(paths.property("a b")).toBe("/property/a%20b");
    expect(paths.blogPost("42")).toBe("/blog/42");
    expect(paths.reels()).toBe("/reels");
    expect(paths.reels("a b")).toBe("/reels?reel=a+b");
  });
});

describe("paths.profile", () => {
  it("carries the page to go back to, encoded", () => {
    expect(paths.profile()).toBe("/profile");
    expect(paths.profile("/search?q=Austin&intent=save:1")).toBe(
      "/profile?returnTo=%2Fsearch%3Fq%3DAustin%26intent%3Dsave%3A1",
    );
  });
});

describe("adminPaths", () => {
  it("builds the dashboard's link targets", () => {
    expect(adminPaths.users()).toBe("/admin/users");
    expect(adminPaths.users({ tab: "requests" })).toBe("/admin/users?tab=requests");
    expect(adminPaths.users({ tab: "requests", userId: "u 1" })).toBe(
      "/admin/users?tab=requests&userId=u+1",
    );
    expect(adminPaths.users({ userId: "abc" })).toBe("/admin/users?userId=abc");
    expect(adminPaths.properties("featured")).toBe("/admin/properties?filter=featured");
    expect(adminPaths.properties()).toBe("/admin/properties");
  });
});

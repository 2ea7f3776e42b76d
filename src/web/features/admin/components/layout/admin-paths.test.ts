import { describe, expect, it } from "vitest";
import { adminPaths } from "./admin-paths";

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

import { describe, expect, it } from "vitest";
import { adminUsersSearch } from "./users";

describe("adminUsersSearch", () => {
  it("leaves the defaults out", () => {
    expect(adminUsersSearch({ tab: "all", page: 1 })).toBe("");
  });

  it("sends the tab, role filter, search and page", () => {
    expect(adminUsersSearch({ tab: "realtors", role: "admin", q: "ann lee", page: 3 })).toBe(
      "?tab=realtors&role=admin&q=ann+lee&page=3",
    );
  });
});

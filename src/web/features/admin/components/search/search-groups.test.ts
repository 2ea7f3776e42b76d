import { describe, expect, it } from "vitest";
import { searchGroups } from "./search-groups";

describe("searchGroups", () => {
  it("groups users, properties and posts with their links, skipping empty groups", () => {
    const groups = searchGroups({
      users: [{ id: "u1", name: "Ann", email: "ann@example.test", role: "realtor" }],
      properties: [],
      posts: [{ id: "p1", title: "Buying tips", status: "draft" }],
    });
    expect(groups.map((group) => group.label)).toEqual(["Users", "Posts"]);
    expect(groups[0]?.hits[0]).toMatchObject({
      title: "Ann",
      detail: "ann@example.test · realtor",
      to: "/admin/users?userId=u1",
    });
    expect(groups[1]?.hits[0]).toMatchObject({ detail: "Draft", to: "/blog/p1" });
  });

  it("links a property to its public page", () => {
    const [group] = searchGroups({
      users: [],
      properties: [{ id: "h1", title: "Loft", city: "Austin", state: "TX" }],
      posts: [],
    });
    expect(group?.hits[0]).toMatchObject({ detail: "Austin, TX", to: "/property/h1" });
  });
});

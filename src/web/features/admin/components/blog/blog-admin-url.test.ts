import { describe, expect, it } from "vitest";
import { blogAdminSearch, readBlogAdminState } from "./blog-admin-url";

describe("the /admin/blog URL", () => {
  it("reads the tab and page, falling back to Published Posts page 1", () => {
    expect(readBlogAdminState(new URLSearchParams("tab=drafts&page=3"))).toEqual({
      tab: "drafts",
      page: 3,
    });
    expect(readBlogAdminState(new URLSearchParams("tab=nope&page=-2"))).toEqual({
      tab: "published",
      page: 1,
    });
  });

  it("writes only what differs from the defaults; a new tab starts at page 1", () => {
    const state = { tab: "drafts" as const, page: 2 };
    expect(blogAdminSearch(state, { tab: "categories" }).toString()).toBe("tab=categories");
    expect(blogAdminSearch(state, { page: 3 }).toString()).toBe("tab=drafts&page=3");
    expect(blogAdminSearch(state, { tab: "published" }).toString()).toBe("");
  });
});

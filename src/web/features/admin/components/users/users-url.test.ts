import { describe, expect, it } from "vitest";
import { readUsersPageState, usersPageSearch } from "./users-url";

describe("readUsersPageState", () => {
  it("defaults to the All Users tab on page 1", () => {
    expect(readUsersPageState(new URLSearchParams())).toEqual({
      tab: "all",
      q: "",
      role: undefined,
      page: 1,
      userId: undefined,
    });
  });

  it("ignores unknown tabs, roles and pages", () => {
    const state = readUsersPageState(new URLSearchParams("tab=x&role=king&page=-3"));
    expect(state).toMatchObject({ tab: "all", role: undefined, page: 1 });
  });

  it("reads the requests tab with its user filter", () => {
    const state = readUsersPageState(new URLSearchParams("tab=requests&userId=abc&page=2"));
    expect(state).toMatchObject({ tab: "requests", userId: "abc", page: 2 });
  });
});

describe("usersPageSearch", () => {
  const base = readUsersPageState(new URLSearchParams("tab=realtors&q=ann&page=3"));

  it("goes back to page 1 when the search changes", () => {
    expect(usersPageSearch(base, { q: "bob" }).toString()).toBe("tab=realtors&q=bob");
  });

  it("keeps the page when only the page changes", () => {
    expect(usersPageSearch(base, { page: 4 }).toString()).toBe("tab=realtors&q=ann&page=4");
  });

  it("drops the user filter when leaving Pending Requests", () => {
    const requests = readUsersPageState(new URLSearchParams("tab=requests&userId=u1"));
    expect(usersPageSearch(requests, { tab: "all" }).toString()).toBe("");
  });
});

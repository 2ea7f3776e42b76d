import { describe, expect, it } from "vitest";
import { propertiesTableSearch, readPropertiesTableState } from "./properties-url";

const read = (query: string) => readPropertiesTableState(new URLSearchParams(query));

describe("the properties table's URL", () => {
  it("reads search, filter and page, with defaults for anything unknown", () => {
    expect(read("filter=featured&q=%20lake%20&page=3")).toEqual({
      q: "lake",
      filter: "featured",
      page: 3,
    });
    expect(read("filter=gold&page=-2")).toEqual({ q: "", filter: "all", page: 1 });
    expect(read("page=1.5")).toEqual({ q: "", filter: "all", page: 1 });
  });

  it("keeps other parameters, drops defaults and restarts at page 1 on a new search", () => {
    const current = new URLSearchParams("tab=listings&filter=regular&page=4");
    expect(propertiesTableSearch(current, { q: "oak" }).toString()).toBe(
      "tab=listings&q=oak&filter=regular",
    );
    expect(propertiesTableSearch(current, { page: 5 }).toString()).toBe(
      "tab=listings&filter=regular&page=5",
    );
    expect(propertiesTableSearch(current, { filter: "all" }).toString()).toBe("tab=listings");
  });
});

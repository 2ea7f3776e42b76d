import { describe, expect, it } from "vitest";
import { PHOTOGRAPHER_TABS, REALTOR_TABS } from "@/shared/directory";
import { directorySearchParams, readDirectoryFilters } from "./directory-search";

const read = (query: string, tabs: readonly string[] = REALTOR_TABS) =>
  readDirectoryFilters(new URLSearchParams(query), tabs);

describe("readDirectoryFilters", () => {
  it("reads the text and the tab as the tabs spell it", () => {
    expect(read("q=%20austin%20&specialty=luxury")).toEqual({ q: "austin", specialty: "Luxury" });
    expect(read("specialty=AERIAL", PHOTOGRAPHER_TABS)).toEqual({ q: "", specialty: "Aerial" });
  });

  it("treats all, unknown and missing tabs as all", () => {
    expect(read("specialty=all").specialty).toBeNull();
    expect(read("specialty=Aerial").specialty).toBeNull();
    expect(read("").specialty).toBeNull();
  });

  it("cuts text longer than the server accepts", () => {
    expect(read(`q=${"a".repeat(150)}`).q).toHaveLength(100);
  });
});

describe("directorySearchParams", () => {
  it("leaves empty values out", () => {
    expect(directorySearchParams({ q: "", specialty: null }).toString()).toBe("");
    expect(directorySearchParams({ q: "van der", specialty: "Family" }).toString()).toBe(
      "q=van+der&specialty=Family",
    );
  });

  it("round-trips through the reader", () => {
    const filters = { q: "50% off & more", specialty: "Virtual" };
    expect(readDirectoryFilters(directorySearchParams(filters), PHOTOGRAPHER_TABS)).toEqual(
      filters,
    );
  });
});

import { describe, expect, it } from "vitest";
import { nextPage, paginationWindow, previousPage, showsPagination } from "./pagination-window";

describe("paginationWindow", () => {
  it("shows every page when there are five or fewer", () => {
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(2, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("starts at page 1 near the start", () => {
    expect(paginationWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(3, 10)).toEqual([1, 2, 3, 4, 5]);
  });

  it("keeps the current page in the middle", () => {
    expect(paginationWindow(4, 10)).toEqual([2, 3, 4, 5, 6]);
    expect(paginationWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
  });

  it("ends at the last page near the end", () => {
    expect(paginationWindow(9, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(paginationWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });

  it("shows the last pages for a page past the end", () => {
    expect(paginationWindow(40, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(paginationWindow(3, 1)).toEqual([1]);
  });

  it("treats a page below 1 as page 1", () => {
    expect(paginationWindow(0, 8)).toEqual([1, 2, 3, 4, 5]);
  });

  it("has nothing to show without pages", () => {
    expect(paginationWindow(1, 0)).toEqual([]);
  });

  it("takes another window size", () => {
    expect(paginationWindow(5, 9, 3)).toEqual([4, 5, 6]);
    expect(paginationWindow(5, 9, 4)).toEqual([4, 5, 6, 7]);
  });
});

describe("showsPagination", () => {
  it("is hidden for one page or none", () => {
    expect(showsPagination(1, 0)).toBe(false);
    expect(showsPagination(1, 1)).toBe(false);
  });

  it("is shown for two pages or more", () => {
    expect(showsPagination(1, 2)).toBe(true);
  });

  it("is shown past the end so the reader can go back", () => {
    expect(showsPagination(4, 1)).toBe(true);
    expect(showsPagination(4, 0)).toBe(false);
  });
});

describe("previousPage and nextPage", () => {
  it("step one page, and stop at the ends", () => {
    expect(previousPage(1, 3)).toBeNull();
    expect(previousPage(3, 3)).toBe(2);
    expect(nextPage(2, 3)).toBe(3);
    expect(nextPage(3, 3)).toBeNull();
  });

  it("lead from past the end to the last page", () => {
    expect(previousPage(9, 3)).toBe(3);
    expect(nextPage(9, 3)).toBeNull();
  });
});

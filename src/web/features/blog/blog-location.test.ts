import { describe, expect, it } from "vitest";
import { paths } from "@/web/lib/paths";
import { readBlogLocation, resolveCategory } from "./blog-location";

const read = (query: string) => readBlogLocation(new URLSearchParams(query));

describe("readBlogLocation", () => {
  it("reads search text, category and page", () => {
    expect(read("q=staging&category=selling&page=2")).toEqual({
      q: "staging",
      category: "selling",
      page: 2,
    });
  });

  it("starts at page 1 of everything", () => {
    expect(read("")).toEqual({ page: 1 });
  });

  it("trims text and drops blanks", () => {
    expect(read("q=%20%20roof%20&category=%20")).toEqual({ q: "roof", page: 1 });
  });

  it("ignores text longer than the server accepts", () => {
    expect(read(`q=${"a".repeat(101)}`)).toEqual({ page: 1 });
    expect(read(`category=${"c".repeat(51)}`)).toEqual({ page: 1 });
    expect(read(`q=${"a".repeat(100)}`).q).toHaveLength(100);
  });

  it.each(["0", "-1", "2.5", "1e3", "abc", "", "99999999999999999999"])(
    "reads page=%s as page 1",
    (page) => {
      expect(read(`page=${page}`).page).toBe(1);
    },
  );

  it("keeps a bad page from spoiling the rest", () => {
    expect(read("page=x&q=loan")).toEqual({ q: "loan", page: 1 });
  });
});

describe("resolveCategory", () => {
  const known = ["buying", "Market", "investment"];

  it("uses the known spelling whatever the URL's case", () => {
    expect(resolveCategory("MARKET", known)).toBe("Market");
    expect(resolveCategory("Investment", known)).toBe("investment");
  });

  it("ignores a category that does not exist", () => {
    expect(resolveCategory("gardening", known)).toBeUndefined();
  });

  it("trusts the URL until the categories are known", () => {
    expect(resolveCategory("gardening", undefined)).toBe("gardening");
  });

  it("has nothing to resolve without a category", () => {
    expect(resolveCategory(undefined, known)).toBeUndefined();
  });
});

describe("paths.blog", () => {
  it("is /blog for the first page of everything", () => {
    expect(paths.blog()).toBe("/blog");
    expect(paths.blog({ page: 1 })).toBe("/blog");
  });

  it("puts search, category and later pages in the query", () => {
    expect(paths.blog({ q: "first home", category: "buying", page: 3 })).toBe(
      "/blog?q=first+home&category=buying&page=3",
    );
  });
});

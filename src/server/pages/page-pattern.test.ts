import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import routeConfig from "@/web/app/routes";
import { pagePattern, routeTree } from "./page-pattern";

/** The manifest a build has for the app's own route table: root, then each route beneath it. */
const build = {
  routes: Object.fromEntries([
    ["root", { id: "root", path: "" }],
    ...routeConfig.map((entry) => {
      const id = entry.id ?? entry.file.replace(/\.tsx$/, "");
      return [id, { id, parentId: "root", path: entry.path, index: entry.index }];
    }),
  ]),
} as unknown as ServerBuild;

describe("pagePattern", () => {
  it.each([
    ["/", "/"],
    ["/search", "/search"],
    ["/property/0b5d9c1e-1111-4000-8000-000000000000", "/property/:id"],
    ["/blog/subscribe/confirm", "/blog/subscribe/confirm"],
    ["/admin/users/42", "/admin/*"],
    ["/about", "/about"],
    ["/no/such/page", "/*"],
  ])("labels %s as %s", (path, pattern) => {
    expect(pagePattern(routeTree(build), path)).toBe(pattern);
  });
});

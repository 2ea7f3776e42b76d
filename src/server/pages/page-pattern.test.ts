import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import routeConfig from "@/web/app/routes";
import { pagePattern, routeTree } from "./page-pattern";

type ConfigEntry = (typeof routeConfig)[number];

/** A route and those beneath it, as a build's manifest lists them. */
function manifest(entry: ConfigEntry, parentId: string): [string, object][] {
  const id = entry.id ?? entry.file.replace(/\.tsx$/, "");
  const own: [string, object] = [id, { id, parentId, path: entry.path, index: entry.index }];
  return [own, ...(entry.children ?? []).flatMap((child) => manifest(child, id))];
}

/** The manifest a build has for the app's own route table: root, then each route beneath it. */
const build = {
  routes: Object.fromEntries([
    ["root", { id: "root", path: "" }],
    ...routeConfig.flatMap((entry) => manifest(entry, "root")),
  ]),
} as unknown as ServerBuild;

describe("pagePattern", () => {
  it.each([
    ["/", "/"],
    ["/search", "/search"],
    ["/property/0b5d9c1e-1111-4000-8000-000000000000", "/property/:id"],
    ["/blog/subscribe/confirm", "/blog/subscribe/confirm"],
    ["/admin/users", "/admin/users"],
    ["/admin/users/42", "/admin/*"],
    ["/about", "/about"],
    ["/no/such/page", "/*"],
  ])("labels %s as %s", (path, pattern) => {
    expect(pagePattern(routeTree(build), path)).toBe(pattern);
  });
});

import type { Page } from "@playwright/test";
import type { Role } from "../../../src/shared/roles";

/** Who the pass signs in as: the three signed-in roles of the issue, and nobody. */
export type Visitor = "anonymous" | Extract<Role, "user" | "realtor" | "admin">;

/** Something opened on top of a page (dialog, menu, panel), scanned while it is open. */
export interface Overlay {
  name: string;
  /** Opens it and waits until its content is shown; Escape closes it afterwards. */
  open: (page: Page) => Promise<void>;
}

export interface RouteVisit {
  /** The URL visited; a guarded route may land elsewhere, and the landing page is scanned. */
  path: string;
  overlays?: Overlay[];
  /** A toast the visit raises (its text): waited for and held open while the page is scanned. */
  toast?: string;
}

/** Ids of one demo listing and one published blog post, read from the public API. */
export interface DemoIds {
  propertyId: string;
  blogPostId: string;
}

const accountMenu: Overlay = {
  name: "account menu",
  open: async (page) => {
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menu").waitFor({ timeout: 10_000 });
  },
};

const filterPanel: Overlay = {
  name: "filter panel",
  open: async (page) => {
    await page.locator("summary").filter({ hasText: "Filters" }).click();
    await page.getByRole("button", { name: "Apply Filters" }).waitFor({ timeout: 10_000 });
  },
};

const gallery: Overlay = {
  name: "gallery dialog",
  open: async (page) => {
    await page
      .getByRole("link", { name: /View all \d+ photos/ })
      .first()
      .click();
    await page.getByRole("dialog").waitFor({ timeout: 10_000 });
  },
};

const adminPropertyDialog: Overlay = {
  name: "property dialog",
  open: async (page) => {
    await page.getByRole("button", { name: /add property/i }).click();
    await page.getByRole("dialog").waitFor({ timeout: 10_000 });
  },
};

/**
 * Every route of both specifications (part 1 §2, part 2 §2) as a visitor meets it: signed-in-only
 * routes are visited signed out too (they show the sign-in prompt), admin routes only by admins;
 * for everyone else /admin sends them home, and that landing page is what gets scanned.
 */
export function routesFor(visitor: Visitor, ids: DemoIds): RouteVisit[] {
  const publicRoutes: RouteVisit[] = [
    { path: "/", overlays: visitor === "anonymous" ? [] : [accountMenu] },
    { path: "/search", overlays: [filterPanel] },
    { path: `/property/${ids.propertyId}`, overlays: [gallery] },
    { path: "/reels" },
    { path: "/blog" },
    { path: `/blog/${ids.blogPostId}` },
    { path: "/realtors" },
    { path: "/photographers" },
    { path: "/about" },
    { path: "/contact" },
    { path: "/no-such-page" },
  ];
  if (visitor === "anonymous") {
    return [
      ...publicRoutes,
      // Sends the visitor to /profile with a toast: first, so the toast is scanned too.
      { path: "/dashboard", toast: "Please sign in to access your dashboard" },
      { path: "/profile" },
      { path: "/saved" },
      { path: "/settings" },
      { path: "/admin" },
    ];
  }
  const dashboardTabs = ["messages", "saved", "searches", "notifications", "settings"];
  if (visitor === "realtor") dashboardTabs.push("inbox", "listings", "reels");
  const signedIn: RouteVisit[] = [
    ...publicRoutes,
    { path: "/profile" },
    { path: "/saved" },
    { path: "/dashboard" },
    ...dashboardTabs.map((tab) => ({ path: `/dashboard?tab=${tab}` })),
    // Forwards to the dashboard's settings tab, already scanned above: checked, not rescanned.
    { path: "/settings" },
  ];
  if (visitor !== "admin") return [...signedIn, { path: "/admin" }];
  return [
    ...signedIn,
    { path: "/admin" },
    ...["all", "realtors", "photographers", "requests"].map((tab) => ({
      path: `/admin/users?tab=${tab}`,
    })),
    { path: "/admin/properties", overlays: [adminPropertyDialog] },
    { path: "/admin/reels" },
    ...["published", "drafts", "categories"].map((tab) => ({ path: `/admin/blog?tab=${tab}` })),
    { path: "/admin/analytics" },
    { path: "/admin/settings" },
    { path: "/admin/activity" },
    { path: "/admin/outbox" },
    { path: "/admin/reports" },
  ];
}

/** Reads a demo listing's and a published post's ids from the public API. */
export async function readDemoIds(page: Page): Promise<DemoIds> {
  const properties = (await (await page.request.get("/api/properties")).json()) as {
    items: { id: string }[];
  };
  const posts = (await (await page.request.get("/api/blog/posts")).json()) as {
    items: { id: string }[];
  };
  const propertyId = properties.items[0]?.id;
  const blogPostId = posts.items[0]?.id;
  if (!propertyId || !blogPostId) throw new Error("The demo content has no listing or blog post");
  return { propertyId, blogPostId };
}

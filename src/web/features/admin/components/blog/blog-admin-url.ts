import { ADMIN_BLOG_TABS, type AdminBlogTab } from "@/shared/admin-blog";
import type { BlogPostStatus } from "@/shared/blog";

export interface BlogAdminState {
  tab: AdminBlogTab;
  page: number;
}

/** The post status a posts tab lists. */
export const TAB_STATUS: Record<Exclude<AdminBlogTab, "categories">, BlogPostStatus> = {
  published: "published",
  drafts: "draft",
};

function isTab(value: string | null): value is AdminBlogTab {
  return (ADMIN_BLOG_TABS as readonly (string | null)[]).includes(value);
}

/** /admin/blog?tab=published|drafts|categories&page=n; anything unknown falls back to defaults. */
export function readBlogAdminState(search: URLSearchParams): BlogAdminState {
  const tab = search.get("tab");
  const page = Number(search.get("page"));
  return {
    tab: isTab(tab) ? tab : "published",
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL for a changed state: defaults left out; a new tab starts at page 1. */
export function blogAdminSearch(current: BlogAdminState, change: Partial<BlogAdminState>) {
  const next = { ...current, ...change };
  if (!("page" in change)) next.page = 1;
  const params = new URLSearchParams();
  if (next.tab !== "published") params.set("tab", next.tab);
  if (next.page > 1) params.set("page", String(next.page));
  return params;
}

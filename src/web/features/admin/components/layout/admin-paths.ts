/** Path builders of the back office, so its links never hand-assemble URLs. */

function withQuery(pathname: string, params: Record<string, string | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const search = query.toString();
  return search ? `${pathname}?${search}` : pathname;
}

export interface AdminUsersLocation {
  tab?: "requests" | null;
  userId?: string | null;
}

export const adminPaths = {
  dashboard: () => "/admin",
  users: ({ tab, userId }: AdminUsersLocation = {}) => withQuery("/admin/users", { tab, userId }),
  properties: (filter?: "featured") => withQuery("/admin/properties", { filter }),
  reels: () => "/admin/reels",
  blog: () => "/admin/blog",
  analytics: () => "/admin/analytics",
  settings: () => "/admin/settings",
  activity: () => "/admin/activity",
  outbox: () => "/admin/outbox",
  reports: () => "/admin/reports",
} as const;

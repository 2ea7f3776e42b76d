/**
 * A page's title: its own part, then whatever the site is called. The site name is data an admin
 * changes, and journeys that change it (site-pages, admin-dashboard) may run alongside.
 */
export function pageTitle(own: string): RegExp {
  return new RegExp(`^${own.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\| .+$`);
}

/** Signed-in and back-office pages and the JSON API: nothing there is worth indexing. */
const PRIVATE_PATHS = ["/api/", "/admin", "/dashboard", "/profile", "/settings", "/saved"];

/** robots.txt: everything else may be crawled, and the sitemap is named by its absolute URL. */
export function robotsTxt(baseUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${baseUrl}/sitemap.xml`,
    "",
  ].join("\n");
}

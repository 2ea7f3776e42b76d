import { UNCRAWLED_PATHS } from "@/shared/page-routes";

/** The JSON API and the signed-in pages: nothing there is worth indexing. */
const PRIVATE_PATHS = ["/api/", ...UNCRAWLED_PATHS];

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

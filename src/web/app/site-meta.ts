import type { MetaDescriptor, MetaFunction } from "react-router";
import { siteOfMatches } from "@/web/lib/root-data";

const siteDescription = (siteName: string) =>
  `${siteName}: browse properties, watch video tours, and connect with top realtors all in one place.`;

export interface PageMeta {
  /** The page's own part of the title, e.g. a listing's name; the site's name follows it. */
  title?: string;
  description?: string;
  /** A picture for link previews: a path on this site. */
  image?: string | null;
  /** Open Graph type: "website", "article", "video.other". */
  type?: string;
  /** schema.org data for search engines. */
  jsonLd?: Record<string, unknown>;
}

type MetaArgs = Parameters<MetaFunction>[0];

/**
 * Title, description, canonical link and the Open Graph and Twitter tags of a page, so shared
 * links and crawlers see what the page is.
 */
export function pageMeta(args: MetaArgs, page: PageMeta): MetaDescriptor[] {
  // The site's public address and name, which the root loader passes on.
  const { baseUrl, site } = siteOfMatches(args.matches);
  const title = page.title ? `${page.title} | ${site.siteName}` : site.siteName;
  const description = page.description ?? siteDescription(site.siteName);
  const url = `${baseUrl}${args.location.pathname}`;
  const image = page.image ? `${baseUrl}${page.image}` : null;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.siteName },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
  if (image) {
    tags.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
  }
  if (page.jsonLd) tags.push({ "script:ld+json": page.jsonLd });
  return tags;
}

/**
 * The meta export of a page whose loader returns `seo` (what the page is, worked out where its
 * data is), with the page's Not Found title when the loader found nothing.
 */
export function seoMeta(missingTitle: string): MetaFunction {
  return (args) => {
    const seo = (args.data as { seo?: PageMeta } | undefined)?.seo;
    // No seo: the loader found nothing (an error), or the browser moved here (client-loader.ts)
    // and the page titles itself once its data is in.
    return pageMeta(args, seo ?? (args.error ? { title: missingTitle } : {}));
  };
}

/** Meta of a page that has nothing of its own to say: the site's title and description. */
export function siteMeta(args: MetaArgs): MetaDescriptor[] {
  return pageMeta(args, {});
}

/** Text for a description tag: one line, at most about 160 characters. */
export function describe(text: string, max = 160): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

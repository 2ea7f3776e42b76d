import type { SiteSettings } from "./admin-overview";
import type { BlogCategoryCount, BlogPostDetail, BlogPostPage } from "./blog";
import type { DirectoryPage, PhotographerCard, RealtorCard, RealtorPublicPage } from "./directory";
import type { ApiErrorBody } from "./errors";
import type { PropertyDetail, PropertySearchPage } from "./properties";
import type { ReelFeedPage } from "./reels";
import type { Role } from "./roles";
import type { SitePage, SitePageSlug } from "./site-pages";
import type { ThemePreference } from "./theme";
import type { UnsubscribeLink } from "./unsubscribe";

/**
 * The contract between the server and the pages it draws: what a page's loader may read, with
 * the visitor's own session, in the server's process. The server implements it over the domain
 * services (src/server/pages); the web app's loaders call it (src/web/app). Each read answers
 * exactly what the matching JSON API route answers, so the browser's cache holds one shape
 * whichever way the data came. Query arguments are the API route's query string.
 */
export interface PageReads {
  /** The signed-in visitor, or null. Never the session token. */
  viewer(): Promise<Viewer | null>;
  /** The theme the visitor's account keeps, or null when signed out. */
  accountTheme(): Promise<ThemePreference | null>;
  /** The site's name and contact e-mail (the admin's Settings page), read once per request. */
  siteSettings(): Promise<SiteSettings>;
  /** GET /api/site-pages/:slug */
  sitePage(slug: SitePageSlug): Promise<SitePage>;
  /** GET /api/properties */
  properties(query: URLSearchParams): Promise<PropertySearchPage>;
  /** GET /api/properties/:id, or null when there is no such listing. */
  property(id: string): Promise<PropertyDetail | null>;
  /** GET /api/saved/ids (the ids); empty when signed out. */
  savedIds(): Promise<string[]>;
  /** GET /api/reels, or null when the reel it should start at does not exist. */
  reels(query: URLSearchParams): Promise<ReelFeedPage | null>;
  /** GET /api/blog/posts */
  blogPosts(query: URLSearchParams): Promise<BlogPostPage>;
  /** GET /api/blog/posts/:id, or null for an unknown id or a draft the visitor may not see. */
  blogPost(id: string): Promise<BlogPostDetail | null>;
  /** GET /api/blog/categories */
  blogCategories(): Promise<BlogCategoryCount[]>;
  /** GET /api/blog/popular-tags */
  popularTags(): Promise<string[]>;
  /** GET /api/realtors */
  realtors(query: URLSearchParams): Promise<DirectoryPage<RealtorCard>>;
  /** GET /api/realtors/:id?page=, or null when the id is no active realtor's. */
  realtor(id: string, query: URLSearchParams): Promise<RealtorPublicPage | null>;
  /** GET /api/photographers */
  photographers(query: URLSearchParams): Promise<DirectoryPage<PhotographerCard>>;
  /** What an e-mail's unsubscribe link (its query: topic, subject, token) would turn off. */
  unsubscribeLink(query: URLSearchParams): Promise<UnsubscribeLink>;
}

/**
 * The signed-in visitor as a page may carry them: what the header and the role's
 * links need. Never the session token, the e-mail, the phone or the rest of the profile: the
 * screens that show those read them from the API in the browser.
 */
export interface Viewer {
  id: string;
  name: string;
  role: Role;
  avatarUrl: string | null;
}

/** An account form's outcome: the session cookies to set, or the API's error and status. */
export type AccountOutcome =
  | { ok: true; cookies: string[] }
  | { ok: false; status: number; error: ApiErrorBody };

/**
 * What a page's form may post (React Router actions), under the same checks, limits and error
 * messages as the JSON API. Fields are the form's, unchecked: the server checks them.
 */
export interface PageActions {
  signIn(fields: Record<string, string>): Promise<AccountOutcome>;
  signUp(fields: Record<string, string>): Promise<AccountOutcome>;
  /** 'Forgot password?': e-mails a reset link when the address has an account. */
  requestPasswordReset(fields: Record<string, string>): Promise<AccountOutcome>;
  /** The new-password page: the e-mailed token and the new password. */
  resetPassword(fields: Record<string, string>): Promise<AccountOutcome>;
  /** A Subscribe confirmation link's token: true when it confirmed an address just now. */
  confirmNewsletter(token: string): Promise<boolean>;
  /** POST /api/email/unsubscribe with the link's query: turns off what a valid link names. */
  unsubscribe(query: URLSearchParams): Promise<UnsubscribeLink>;
}

/**
 * What the server hands every page request, besides the request itself (React Router's load
 * context; a type literal, so it fits the router's open-ended context type).
 */
export type PageContext = {
  reads: PageReads;
  actions: PageActions;
  /** The site's public address, e.g. "https://homes.example.com", for canonical links. */
  baseUrl: string;
  /** The maps' MapLibre style (`MAP_STYLE_URL`), or null for the bundled offline atlas. */
  mapStyleUrl: string | null;
  /** The request's Content-Security-Policy nonce, for the scripts React Router writes. */
  nonce: string;
  /** The visitor's browser says it is a phone (Client Hint or User-Agent). */
  isPhone: boolean;
};

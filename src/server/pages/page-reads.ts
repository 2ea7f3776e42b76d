import type { z } from "zod";
import type { SiteSettings } from "@/shared/admin-overview";
import type { PageReads, Viewer } from "@/shared/page-data";
import { blogListQuerySchema } from "@/shared/schemas/blog";
import {
  photographerSearchSchema,
  realtorPageQuerySchema,
  realtorSearchSchema,
} from "@/shared/schemas/directory";
import type { MyProfile } from "@/shared/schemas/profile";
import { propertySearchSchema } from "@/shared/schemas/property-search";
import { reelFeedQuerySchema } from "@/shared/schemas/reels";
import { getSiteSettings } from "../admin/settings-site.service";
import { getBlogPost } from "../blog/post.service";
import { listBlogCategories, listBlogPosts, popularTags } from "../blog/posts.service";
import type { AppDeps } from "../context";
import { searchPhotographers } from "../directory/photographers.service";
import { realtorPublicPage } from "../directory/realtor-page.service";
import { searchRealtors } from "../directory/realtors.service";
import { describeUnsubscribeLink } from "../notifications/unsubscribe.service";
import type { SessionUser } from "../platform/context";
import { ApiError } from "../platform/http/errors";
import { cleanValue } from "../platform/http/storable-text";
import { mediaUrl } from "../platform/storage/storage";
import { getMyProfile } from "../profiles/profiles.service";
import { getPropertyDetail } from "../properties/properties.service";
import { searchProperties } from "../properties/search.service";
import { listReels } from "../reels/reels.service";
import { listSavedIds } from "../saved/saved.service";
import { getSitePage } from "../site-pages/site-pages.service";

/** Validates a query string as the API route does: first value of each key, cleaned text. */
function parseQuery<S extends z.ZodType>(schema: S, query: URLSearchParams): z.infer<S> {
  const first: Record<string, string> = {};
  for (const [key, value] of query) first[key] ??= value;
  const parsed = schema.safeParse(cleanValue(first));
  if (!parsed.success) throw ApiError.fromZod(parsed.error);
  return parsed.data;
}

/** The answer as the API's JSON carries it (dates as ISO text), so both ways give one shape. */
const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * The reads a page's loader makes (src/shared/page-data.ts), over the same services as the JSON
 * API, for one request. The session and the viewer are read at most once (the root's loader and
 * a page's may both ask), and only by reads that need them.
 */
export function pageReads(
  { auth, db, mailer }: Pick<AppDeps, "auth" | "db" | "mailer">,
  headers: Headers,
): PageReads {
  let session: Promise<SessionUser | null> | undefined;
  const sessionUser = () => {
    session ??= auth.api.getSession({ headers }).then((result) => result?.user ?? null);
    return session;
  };
  const viewerId = async () => (await sessionUser())?.id ?? null;
  let profile: Promise<MyProfile | null> | undefined;
  const readProfile = async () => {
    const user = await sessionUser();
    return user ? getMyProfile(db, user.id, mediaUrl) : null;
  };
  const ownProfile = () => {
    profile ??= readProfile();
    return profile;
  };
  let viewer: Promise<Viewer | null> | undefined;
  const readViewer = async (): Promise<Viewer | null> => {
    const user = await sessionUser();
    if (!user) return null;
    const own = await ownProfile();
    if (!own) return { id: user.id, name: user.name, role: "user", avatarUrl: null };
    const { id, name, role, avatarUrl } = own;
    return { id, name, role, avatarUrl };
  };
  let settings: Promise<SiteSettings> | undefined;

  return {
    viewer() {
      viewer ??= readViewer();
      return viewer;
    },
    accountTheme: async () => (await ownProfile())?.themePreference ?? null,
    siteSettings() {
      settings ??= getSiteSettings(db);
      return settings;
    },
    sitePage: async (slug) => asJson(await getSitePage(db, slug)),
    properties: async (query) =>
      asJson(await searchProperties(db, parseQuery(propertySearchSchema, query))),
    property: async (id) => asJson(await getPropertyDetail(db, id)),
    async savedIds() {
      const id = await viewerId();
      return id ? listSavedIds(db, id) : [];
    },
    reels: async (query) =>
      asJson(await listReels(db, parseQuery(reelFeedQuerySchema, query), await viewerId())),
    async blogPost(id) {
      const user = await sessionUser();
      return asJson(await getBlogPost(db, id, user ? { id: user.id, role: user.role } : null));
    },
    blogPosts: async (query) =>
      asJson(await listBlogPosts(db, parseQuery(blogListQuerySchema, query))),
    blogCategories: async () => asJson(await listBlogCategories(db)),
    popularTags: () => popularTags(db),
    realtors: async (query) =>
      asJson(await searchRealtors(db, parseQuery(realtorSearchSchema, query))),
    realtor: async (id, query) =>
      asJson(await realtorPublicPage(db, id, parseQuery(realtorPageQuerySchema, query).page)),
    photographers: async (query) =>
      asJson(await searchPhotographers(db, parseQuery(photographerSearchSchema, query))),
    unsubscribeLink: async (query) => describeUnsubscribeLink(mailer, query),
  };
}

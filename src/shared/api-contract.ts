import type { AdminBlogCategory, AdminBlogPostDetail, AdminBlogPostRow } from "@/shared/admin-blog";
import type { JobCounts, OutboxMessage, OutboxRow } from "@/shared/admin-outbox";
import type {
  AdminActivityItem,
  AdminAnalytics,
  AdminPendingTask,
  AdminSearchResults,
  AdminStats,
  SiteSettings,
} from "@/shared/admin-overview";
import type {
  AdminAccessRequestRow,
  AdminPage,
  AdminUserDetail,
  AdminUserRow,
} from "@/shared/admin-users";
import type { AnalyticsReport } from "@/shared/analytics";
import type { BlogCategoryCount, BlogLikeState, BlogPostDetail, BlogPostPage } from "@/shared/blog";
import type {
  BookableListingList,
  BookingList,
  BookingPhoto,
  BookingSummary,
} from "@/shared/bookings";
import type {
  AcceptedInvite,
  CollectionDetail,
  CollectionInvite,
  CollectionMember,
  CollectionNote,
  CollectionSummary,
} from "@/shared/collections";
import type { CommentsPage, ThreadComment } from "@/shared/comments";
import type { CompareAnswer } from "@/shared/compare";
import type {
  ConversationList,
  ConversationMessage,
  ConversationThread,
  RealtorResponseTimeList,
  ThreadReportList,
  TourSummary,
  UnreadCounts,
  UpcomingTourList,
} from "@/shared/conversations";
import type {
  DirectoryPage,
  MyDirectoryEntry,
  PhotographerCard,
  PhotographerPublicPage,
  PortfolioImage,
  RealtorCard,
  RealtorPublicPage,
} from "@/shared/directory";
import type { GuestThread, LeadDetails, LeadStageCounts } from "@/shared/leads";
import type { ListingDraftAnswer, ListingDraftSaved } from "@/shared/listing-drafts";
import type {
  ManagedPropertyDetail,
  ManagedPropertyPage,
  PlaceSuggestion,
  RealtorChoice,
  StagedPropertyImage,
} from "@/shared/manage-properties";
import type {
  ManagedReel,
  ManagedReelPage,
  ReelPropertyOption,
  ReelUploadState,
} from "@/shared/manage-reels";
import type { MarketReport } from "@/shared/market";
import type { DashboardSummary, NotificationList, RecentSearch } from "@/shared/notifications";
import type { OpenHouse } from "@/shared/open-houses";
import type {
  PlaceSearchSuggestion,
  PropertyDetail,
  PropertyMapAnswer,
  PropertySearchPage,
  PropertySummary,
} from "@/shared/properties";
import type { ReelFeedPage, ReelLikeState } from "@/shared/reels";
import type { AdminReviewList, Review, ReviewableList, ReviewPage } from "@/shared/reviews";
import type { SavedSearch, SavedSearchList } from "@/shared/saved-searches";
import type { MyAccessRequest } from "@/shared/schemas/access-requests";
import type { MyProfile, NotificationSettings } from "@/shared/schemas/profile";
import type { SitePage } from "@/shared/site-pages";
import type { TourAvailability, TourBlock, TourSlotList } from "@/shared/tour-calendar";
import type { UnsubscribeLink, UnsubscribeTopicName } from "@/shared/unsubscribe";
import type { ListingStatus } from "./listing-life";

/** Better Auth's session answer, as much of it as the web reads; `null` when nobody is signed in. */
export type AuthSessionAnswer = {
  user: { id: string; name: string; email: string; role?: unknown };
} | null;

/**
 * What each API route the web calls answers, in its JSON form (dates are strings): the key is
 * the method and the route's path pattern, the value the parsed body on success (`null` for an
 * empty 204). The web's `apiRequest` takes its answer type from here, and the server's routers
 * are held to it at compile time (`src/server/api-contract.check.ts`).
 *
 * A key may end in `?name=value` when one query parameter picks between two shapes of answer;
 * the server is then held to the union of that route's keys.
 */
export interface ApiContract {
  "GET /api/access-requests/mine": MyAccessRequest[];
  "POST /api/access-requests": MyAccessRequest;
  "POST /api/account/password": null;

  "GET /api/admin/access-requests": AdminPage<AdminAccessRequestRow>;
  "POST /api/admin/access-requests/:id/approve": AdminAccessRequestRow;
  "POST /api/admin/access-requests/:id/reject": AdminAccessRequestRow;
  "GET /api/admin/activities": AdminActivityItem[];
  "GET /api/admin/analytics": AdminAnalytics;
  "GET /api/admin/traffic": AnalyticsReport;
  "GET /api/admin/blog/categories": AdminBlogCategory[];
  "POST /api/admin/blog/categories": AdminBlogCategory;
  "PATCH /api/admin/blog/categories/:id": AdminBlogCategory;
  "DELETE /api/admin/blog/categories/:id": null;
  "GET /api/admin/blog/posts": AdminPage<AdminBlogPostRow>;
  "POST /api/admin/blog/posts": AdminBlogPostDetail;
  "POST /api/admin/blog/posts/quick-draft": AdminBlogPostDetail;
  "GET /api/admin/blog/posts/:id": AdminBlogPostDetail;
  "PUT /api/admin/blog/posts/:id": AdminBlogPostDetail;
  "DELETE /api/admin/blog/posts/:id": null;
  "POST /api/admin/blog/posts/:id/publish": AdminBlogPostDetail;
  "PUT /api/admin/blog/posts/:id/cover": AdminBlogPostDetail;
  "DELETE /api/admin/blog/posts/:id/cover": AdminBlogPostDetail;
  "GET /api/admin/jobs/counts": JobCounts;
  "GET /api/admin/outbox": AdminPage<OutboxRow>;
  "GET /api/admin/outbox/:id": OutboxMessage;
  "GET /api/admin/pending-tasks": AdminPendingTask[];
  "GET /api/admin/reports": ThreadReportList;
  "POST /api/admin/reports/:id/resolve": { id: string; status: "resolved" };
  "GET /api/admin/response-times": RealtorResponseTimeList;
  "GET /api/admin/reviews": AdminReviewList;
  "POST /api/admin/reviews/:id/hide": { id: string; hiddenAt: string };
  "GET /api/admin/search": AdminSearchResults;
  "GET /api/admin/settings": SiteSettings;
  "PUT /api/admin/settings": SiteSettings;
  "GET /api/admin/site-pages": SitePage[];
  "PUT /api/admin/site-pages/:slug": SitePage;
  "GET /api/admin/stats": AdminStats;
  "GET /api/admin/users": AdminPage<AdminUserRow>;
  "GET /api/admin/users/:id": AdminUserDetail;
  "PATCH /api/admin/users/:id": AdminUserDetail;
  "DELETE /api/admin/users/:id": null;
  "POST /api/admin/users/:id/suspend": AdminUserRow;
  "POST /api/admin/users/:id/unsuspend": AdminUserRow;

  "GET /api/auth/get-session": AuthSessionAnswer;
  "POST /api/auth/sign-in/email": unknown;
  "POST /api/auth/sign-out": unknown;
  "POST /api/auth/send-verification-email": unknown;

  "GET /api/email/unsubscribe-link": Extract<UnsubscribeLink, { valid: true }>;
  "POST /api/email/unsubscribe": { topic: UnsubscribeTopicName; turnsOff: string; message: string };

  "GET /api/blog/categories": BlogCategoryCount[];
  "GET /api/blog/popular-tags": string[];
  "GET /api/blog/posts": BlogPostPage;
  "GET /api/blog/posts/:id": BlogPostDetail;
  "PUT /api/blog/posts/:id/like": BlogLikeState;
  "DELETE /api/blog/posts/:id/like": BlogLikeState;
  "POST /api/blog/posts/:id/views": null;
  "GET /api/blog/posts/:id/comments": CommentsPage;
  "POST /api/blog/posts/:id/comments": ThreadComment;
  "POST /api/blog/subscribers": { pending: true };

  "GET /api/conversations": ConversationList;
  "GET /api/conversations/unread": UnreadCounts;
  "GET /api/conversations/lead-stages": LeadStageCounts;
  "PATCH /api/conversations/:id/lead": LeadDetails;
  "GET /api/guest-threads/:id": GuestThread;
  "POST /api/guest-threads/:id/messages": ConversationMessage;
  "POST /api/mail/inbound": ConversationMessage;
  "GET /api/conversations/:id": ConversationThread;
  "POST /api/conversations/:id/messages": ConversationMessage;
  "POST /api/conversations/:id/read": null;
  "POST /api/conversations/:id/block": { blocked: boolean };
  "DELETE /api/conversations/:id/block": { blocked: boolean };
  "POST /api/conversations/:id/report": { id: string };
  "GET /api/tours/upcoming": UpcomingTourList;
  "GET /api/tours/requests": UpcomingTourList;
  "GET /api/properties/:id/tour-slots": TourSlotList;
  "GET /api/tour-availability": TourAvailability;
  "PUT /api/tour-availability": TourAvailability;
  "POST /api/tour-availability/blocks": TourBlock;
  "DELETE /api/tour-availability/blocks/:id": null;
  "POST /api/tours/:id/accept": TourSummary;
  "POST /api/tours/:id/decline": TourSummary;
  "POST /api/tours/:id/propose": TourSummary;
  "POST /api/tours/:id/cancel": TourSummary;
  "GET /api/bookings": BookingList;
  "GET /api/bookings/listings": BookableListingList;
  "POST /api/bookings": BookingSummary;
  "POST /api/bookings/:id/accept": BookingSummary;
  "POST /api/bookings/:id/decline": BookingSummary;
  "POST /api/bookings/:id/propose": BookingSummary;
  "POST /api/bookings/:id/cancel": BookingSummary;
  "POST /api/bookings/:id/photos": BookingPhoto;
  "PUT /api/bookings/:id/video": BookingSummary;
  "DELETE /api/bookings/:id/video": BookingSummary;
  "POST /api/bookings/:id/deliver": BookingSummary;
  "POST /api/bookings/:id/add-to-listing": BookingSummary;
  "POST /api/bookings/:id/photos/:photoId/portfolio": BookingPhoto;

  "GET /api/analytics": AnalyticsReport;
  "POST /api/analytics/events": null;

  "GET /api/dashboard/summary": DashboardSummary;

  "GET /api/directory/me": MyDirectoryEntry;
  "PATCH /api/directory/me": MyDirectoryEntry;
  "POST /api/directory/me/portfolio": PortfolioImage;
  "PATCH /api/directory/me/portfolio/order": PortfolioImage[];
  "DELETE /api/directory/me/portfolio/:imageId": null;
  "GET /api/realtors": DirectoryPage<RealtorCard>;
  "GET /api/realtors/:id": RealtorPublicPage;
  "POST /api/realtors/:id/messages": { id: string };
  "GET /api/realtors/:id/reviews": ReviewPage;
  "GET /api/photographers/:id/reviews": ReviewPage;
  "GET /api/reviews/reviewable": ReviewableList;
  "POST /api/reviews": Review;
  "POST /api/reviews/:id/reply": Review;
  "GET /api/photographers": DirectoryPage<PhotographerCard>;
  "GET /api/photographers/:id": PhotographerPublicPage;
  "POST /api/photographers/:id/messages": { id: string };

  "GET /api/manage/places": PlaceSuggestion[];
  "GET /api/manage/properties": ManagedPropertyPage;
  "POST /api/manage/properties": { id: string };
  "GET /api/manage/properties/:id": ManagedPropertyDetail;
  "PUT /api/manage/properties/:id": { id: string };
  "DELETE /api/manage/properties/:id": null;
  "PATCH /api/manage/properties/:id/featured": { id: string; isFeatured: boolean };
  "PATCH /api/manage/properties/:id/status": { id: string; status: ListingStatus };
  "GET /api/manage/properties/:id/open-houses": OpenHouse[];
  "POST /api/manage/properties/:id/open-houses": OpenHouse;
  "DELETE /api/manage/open-houses/:id": null;
  "GET /api/manage/realtors": RealtorChoice[];
  "POST /api/manage/uploads/images": StagedPropertyImage;
  "GET /api/manage/drafts/:listing": ListingDraftAnswer;
  "PUT /api/manage/drafts/:listing": ListingDraftSaved;
  "DELETE /api/manage/drafts/:listing": null;
  "GET /api/manage/reels": ManagedReelPage;
  "POST /api/manage/reels": ReelUploadState;
  "GET /api/manage/reels/uploads/:id": ReelUploadState;
  "POST /api/manage/reels/uploads/:id/retry": ReelUploadState;
  "DELETE /api/manage/reels/uploads/:id": null;
  "GET /api/manage/reels/properties": { items: ReelPropertyOption[] };
  "PATCH /api/manage/reels/:id": ManagedReel;
  "DELETE /api/manage/reels/:id": null;

  "GET /api/notifications": NotificationList;
  "POST /api/notifications/:id/read": null;
  "POST /api/notifications/read-all": null;

  "GET /api/profile/me": MyProfile;
  "PATCH /api/profile/me": MyProfile;
  "PUT /api/profile/me/avatar": MyProfile;
  "DELETE /api/profile/me/avatar": MyProfile;
  "PATCH /api/profile/me/notification-settings": NotificationSettings;

  "GET /api/places": PlaceSearchSuggestion[];
  "GET /api/markets/cities/:state/:city": MarketReport;
  "GET /api/markets/zips/:zip": MarketReport;
  "GET /api/properties": PropertySearchPage;
  "GET /api/properties?view=clusters": PropertyMapAnswer;
  "GET /api/properties/compare": CompareAnswer;
  "GET /api/properties/:id": PropertyDetail;
  "GET /api/properties/:id/similar": PropertySummary[];
  "GET /api/properties/:id/sold-nearby": PropertySummary[];
  "POST /api/properties/:id/inquiries": { id: string; conversationId: string | null };
  "POST /api/properties/:id/tour-requests": {
    id: string;
    date: string;
    window: string | null;
    startsAt: string | null;
    conversationId: string | null;
  };

  "GET /api/recent-searches": RecentSearch[];
  "POST /api/recent-searches": null;
  "GET /api/recently-viewed": PropertySummary[];
  "GET /api/recently-viewed/listings": PropertySummary[];
  "PUT /api/recently-viewed/:propertyId": null;

  "GET /api/reels": ReelFeedPage;
  "PUT /api/reels/:id/like": ReelLikeState;
  "DELETE /api/reels/:id/like": ReelLikeState;
  "GET /api/reels/:id/comments": CommentsPage;
  "POST /api/reels/:id/comments": ThreadComment;

  "GET /api/saved": { items: PropertySummary[] };
  "GET /api/saved/ids": { ids: string[] };
  "PUT /api/saved/:propertyId": null;
  "DELETE /api/saved/:propertyId": null;
  "GET /api/collections": { items: CollectionSummary[] };
  "POST /api/collections": CollectionSummary;
  "POST /api/collections/invites/accept": AcceptedInvite;
  "GET /api/collections/:id": CollectionDetail;
  "PATCH /api/collections/:id": null;
  "DELETE /api/collections/:id": null;
  "GET /api/collections/:id/members": { items: CollectionMember[] };
  "POST /api/collections/:id/leave": null;
  "PUT /api/collections/:id/homes/:propertyId": null;
  "DELETE /api/collections/:id/homes/:propertyId": null;
  "POST /api/collections/:id/homes/:propertyId/notes": CollectionNote;
  "PATCH /api/collections/:id/notes/:noteId": CollectionNote;
  "DELETE /api/collections/:id/notes/:noteId": null;
  "PUT /api/collections/:id/homes/:propertyId/reaction": null;
  "DELETE /api/collections/:id/homes/:propertyId/reaction": null;
  "POST /api/collections/:id/invites": CollectionInvite;
  "DELETE /api/collections/:id/invites/:inviteId": null;
  "GET /api/saved-searches": SavedSearchList;
  "POST /api/saved-searches": SavedSearch;
  "PATCH /api/saved-searches/:id": null;
  "DELETE /api/saved-searches/:id": null;
  "POST /api/saved-searches/:id/seen": null;

  "GET /api/site": SiteSettings;
  "GET /api/site-pages/:slug": SitePage;
}

export type ApiRoute = keyof ApiContract;

/** The parsed body a route answers with. */
export type ApiAnswer<R extends ApiRoute> = ApiContract[R];

export type ApiMethod<R extends ApiRoute> = R extends `${infer M} ${string}` ? M : never;

/** A route's HTTP method: the first word of its key. */
export const routeMethod = <R extends ApiRoute>(route: R): ApiMethod<R> =>
  route.slice(0, route.indexOf(" ")) as ApiMethod<R>;

/** A route's path pattern without the method and any `?name=value` that picks its answer. */
export type ApiPattern<R extends ApiRoute> = R extends `${string} ${infer P}`
  ? P extends `${infer Path}?${string}`
    ? Path
    : P
  : never;

/** A pattern with each `:param` segment open to any text. */
type OpenSegments<P extends string> = P extends `${infer Head}:${string}/${infer Rest}`
  ? `${Head}${string}/${OpenSegments<Rest>}`
  : P extends `${infer Head}:${string}`
    ? `${Head}${string}`
    : P;

/** A URL the route answers: its pattern with the parameters filled in, and any query string. */
export type ApiPath<R extends ApiRoute> =
  | OpenSegments<ApiPattern<R>>
  | `${OpenSegments<ApiPattern<R>>}?${string}`;

/** A URL's query string as the API client appends it: empty, or `?` and the parameters. */
export type QueryString = "" | `?${string}`;

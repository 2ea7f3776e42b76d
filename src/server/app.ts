import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { accessRequestRoutes } from "./access-requests/access-requests.routes";
import { accountRoutes } from "./account/account.routes";
import { adminRoutes } from "./admin/admin.routes";
import { analyticsRoutes } from "./analytics/analytics.routes";
import { blogRoutes } from "./blog/blog.routes";
import { bookingRoutes } from "./bookings/bookings.routes";
import { collectionRoutes } from "./collections/collections.routes";
import type { AppDeps } from "./context";
import { dashboardRoutes } from "./dashboard/dashboard.routes";
import { directoryRoutes } from "./directory/directory.routes";
import { photographerRoutes } from "./directory/photographers.routes";
import { realtorRoutes } from "./directory/realtors.routes";
import { guestThreadRoutes } from "./inbox/guest-threads.routes";
import { inboundMailRoutes } from "./inbox/inbound-mail.routes";
import { conversationRoutes } from "./inbox/inbox.routes";
import { tourRoutes } from "./inbox/tours.routes";
import { inquiryRoutes } from "./inquiries/inquiries.routes";
import { listingDraftRoutes } from "./listing-drafts/listing-drafts.routes";
import { managePropertyRoutes } from "./manage-properties/manage-properties.routes";
import { manageRealtorRoutes } from "./manage-properties/realtors.routes";
import { manageUploadRoutes } from "./manage-properties/uploads.routes";
import { manageReelRoutes } from "./manage-reels/manage-reels.routes";
import { mapStyleRoutes } from "./maps/map-style.routes";
import { marketRoutes } from "./markets/markets.routes";
import { notificationRoutes } from "./notifications/notifications.routes";
import { ONE_CLICK_UNSUBSCRIBE_PATH, unsubscribeRoutes } from "./notifications/unsubscribe.routes";
import { openHouseRoutes } from "./open-houses/open-houses.routes";
import { pageRoutes } from "./pages/page-routes";
import { placeRoutes, placeSearchRoutes } from "./places/places.routes";
import { authRoutes } from "./platform/auth/auth.routes";
import type { AppBindings } from "./platform/context";
import { addressGuard } from "./platform/http/address-guard";
import { ApiError, errorResponse, handleError } from "./platform/http/errors";
import { requestContext } from "./platform/http/request-context";
import { originGuard, securityHeaders } from "./platform/http/security";
import { healthRoutes } from "./platform/ops/health.routes";
import { createMetrics } from "./platform/ops/metrics";
import { metricsRoutes } from "./platform/ops/metrics.routes";
import { mediaRoutes } from "./platform/storage/media.routes";
import { profileRoutes } from "./profiles/profiles.routes";
import { propertyRoutes } from "./properties/properties.routes";
import { recentSearchRoutes } from "./recent-searches/recent-searches.routes";
import { recentlyViewedRoutes } from "./recently-viewed/recently-viewed.routes";
import { reelRoutes } from "./reels/reels.routes";
import { reviewRoutes } from "./reviews/reviews.routes";
import { savedRoutes } from "./saved/saved.routes";
import { savedSearchRoutes } from "./saved-searches/saved-searches.routes";
import { seoRoutes } from "./seo/seo.routes";
import { sitePageRoutes } from "./site-pages/site-pages.routes";
import { siteSettingsRoutes } from "./site-pages/site-settings.routes";
import { tourCalendarRoutes } from "./tour-calendar/tour-calendar.routes";

/**
 * Paths whose routes apply their own body limit (uploads larger than the default), each after
 * its own sign-in or role check.
 */
const UPLOAD_PATHS = [
  /^\/api\/profile\/me\/avatar$/,
  /^\/api\/directory\/me\/portfolio$/,
  /^\/api\/bookings\/[^/]+\/photos$/,
  /^\/api\/bookings\/[^/]+\/video$/,
  /^\/api\/manage\/uploads\/images$/,
  /^\/api\/manage\/reels$/,
  /^\/api\/admin\/blog\/posts\/[^/]+\/cover$/,
];
const isUploadPath = (path: string) => UPLOAD_PATHS.some((pattern) => pattern.test(path));

/**
 * The JSON API under `/api`, built as one chain so that its type carries every route's answer:
 * `api-contract.check.ts` holds those answers to the shared contract.
 */
export function apiRoutes(deps: AppDeps) {
  const { env } = deps;
  // The one-click unsubscribe is exempt: a webmail client may post it from its own page (an
  // Origin that is not ours), and it needs no CSRF defence, since the signed link is its only
  // authority and can only unsubscribe the reader it was sent to.
  const guardOrigin = originGuard(env);
  const defaultBodyLimit = bodyLimit({
    maxSize: env.BODY_LIMIT_BYTES,
    onError: (c) =>
      errorResponse(c, new ApiError("PAYLOAD_TOO_LARGE", "The request body is too large")),
  });
  return (
    new Hono<AppBindings>()
      .use(compress())
      .use((c, next) => (c.req.path === ONE_CLICK_UNSUBSCRIBE_PATH ? next() : guardOrigin(c, next)))
      .use(addressGuard())
      // Upload routes set their own, larger limit.
      .use((c, next) => (isUploadPath(c.req.path) ? next() : defaultBodyLimit(c, next)))
      .route("/", healthRoutes(deps))
      .route("/auth", authRoutes(deps))
      .route("/profile", profileRoutes(deps))
      .route("/account", accountRoutes(deps))
      .route("/access-requests", accessRequestRoutes(deps))
      .route("/notifications", notificationRoutes(deps))
      .route("/email", unsubscribeRoutes(deps))
      .route("/recent-searches", recentSearchRoutes(deps))
      .route("/recently-viewed", recentlyViewedRoutes(deps))
      .route("/dashboard", dashboardRoutes(deps))
      .route("/analytics", analyticsRoutes(deps))
      .route("/blog", blogRoutes(deps))
      .route("/site", siteSettingsRoutes(deps))
      .route("/site-pages", sitePageRoutes(deps))
      .route("/admin", adminRoutes(deps))
      .route("/realtors", realtorRoutes(deps))
      .route("/photographers", photographerRoutes(deps))
      // A realtor's or photographer's own directory entry.
      .route("/directory", directoryRoutes(deps))
      .route("/properties", propertyRoutes(deps))
      .route("/places", placeSearchRoutes(deps))
      .route("/markets", marketRoutes(deps))
      .route("/properties", inquiryRoutes(deps))
      .route("/conversations", conversationRoutes(deps))
      .route("/guest-threads", guestThreadRoutes(deps))
      .route("/mail/inbound", inboundMailRoutes(deps))
      .route("/tours", tourRoutes(deps))
      .route("/reviews", reviewRoutes(deps))
      .route("/bookings", bookingRoutes(deps))
      .route("/saved", savedRoutes(deps))
      .route("/saved-searches", savedSearchRoutes(deps))
      .route("/collections", collectionRoutes(deps))
      .route("/reels", reelRoutes(deps))
      // Listing and reel management: administrators manage all, realtors their own.
      .route("/manage/properties", managePropertyRoutes(deps))
      .route("/manage/uploads", manageUploadRoutes(deps))
      .route("/manage/drafts", listingDraftRoutes(deps))
      .route("/manage/places", placeRoutes(deps))
      .route("/manage/realtors", manageRealtorRoutes(deps))
      .route("/manage/reels", manageReelRoutes(deps))
      // Open houses: managed under /manage, their calendar files public.
      .route("/", openHouseRoutes(deps))
      // A listing's free tour slots, and a realtor's own tour hours.
      .route("/", tourCalendarRoutes(deps))
      // A mounted sub-app's notFound is not consulted, so the catch-all must be a route of its own.
      .all("*", (c) =>
        errorResponse(c, ApiError.notFound(`No API route ${c.req.method} ${c.req.path}`)),
      )
  );
}

export function createApp(deps: AppDeps) {
  const { env, logger } = deps;
  const app = new Hono<AppBindings>();

  // Only a server that can be scraped counts: without a token nothing could read the figures.
  const metrics = env.METRICS_TOKEN ? createMetrics(deps) : null;
  if (metrics) app.use(metrics.measure);
  app.use(requestContext(logger, env.trustedProxyHops));
  app.use(securityHeaders(env.mapStyleUrl));
  app.onError((error, c) => handleError(error, c, logger));

  app.route("/api", apiRoutes(deps));
  if (metrics && env.METRICS_TOKEN) {
    app.route("/", metricsRoutes(metrics.registry, env.METRICS_TOKEN));
  }
  app.route("/media", mediaRoutes(deps.storage));
  if (env.mapSelfHosted) app.route("/map", mapStyleRoutes(deps));
  // Ahead of the pages, whose catch-all would answer these paths with a page.
  app.route("/", seoRoutes(deps));
  if (deps.web)
    app.route(
      "/",
      pageRoutes(deps, deps.web, (request, env) => app.fetch(request, env)),
    );
  return app;
}

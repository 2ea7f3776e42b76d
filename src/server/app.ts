import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { accessRequestRoutes } from "./access-requests/access-requests.routes";
import { accountRoutes } from "./account/account.routes";
import { adminRoutes } from "./admin/admin.routes";
import { blogRoutes } from "./blog/blog.routes";
import type { AppDeps } from "./context";
import { dashboardRoutes } from "./dashboard/dashboard.routes";
import { directoryRoutes } from "./directory/directory.routes";
import { photographerRoutes } from "./directory/photographers.routes";
import { realtorRoutes } from "./directory/realtors.routes";
import { conversationRoutes } from "./inbox/inbox.routes";
import { tourRoutes } from "./inbox/tours.routes";
import { inquiryRoutes } from "./inquiries/inquiries.routes";
import { managePropertyRoutes } from "./manage-properties/manage-properties.routes";
import { manageRealtorRoutes } from "./manage-properties/realtors.routes";
import { manageUploadRoutes } from "./manage-properties/uploads.routes";
import { manageReelRoutes } from "./manage-reels/manage-reels.routes";
import { notificationRoutes } from "./notifications/notifications.routes";
import { ONE_CLICK_UNSUBSCRIBE_PATH, unsubscribeRoutes } from "./notifications/unsubscribe.routes";
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
import { savedRoutes } from "./saved/saved.routes";
import { savedSearchRoutes } from "./saved-searches/saved-searches.routes";
import { seoRoutes } from "./seo/seo.routes";
import { sitePageRoutes } from "./site-pages/site-pages.routes";

/**
 * Paths whose routes apply their own body limit (uploads larger than the default), each after
 * its own sign-in or role check.
 */
const UPLOAD_PATHS = [
  /^\/api\/profile\/me\/avatar$/,
  /^\/api\/directory\/me\/portfolio$/,
  /^\/api\/manage\/uploads\/images$/,
  /^\/api\/manage\/reels$/,
  /^\/api\/admin\/blog\/posts\/[^/]+\/cover$/,
];
const isUploadPath = (path: string) => UPLOAD_PATHS.some((pattern) => pattern.test(path));

export function createApp(deps: AppDeps) {
  const { env, logger } = deps;
  const app = new Hono<AppBindings>();

  // Only a server that can be scraped counts: without a token nothing could read the figures.
  const metrics = env.METRICS_TOKEN ? createMetrics(deps) : null;
  if (metrics) app.use(metrics.measure);
  app.use(requestContext(logger, env.trustedProxyHops));
  app.use(securityHeaders(env.MAP_STYLE_URL));
  app.onError((error, c) => handleError(error, c, logger));

  const api = new Hono<AppBindings>();
  api.use(compress());
  // The one-click unsubscribe is exempt: a webmail client may post it from its own page (an
  // Origin that is not ours), and it needs no CSRF defence, since the signed link is its only
  // authority and can only unsubscribe the reader it was sent to.
  const guardOrigin = originGuard(env);
  api.use((c, next) => (c.req.path === ONE_CLICK_UNSUBSCRIBE_PATH ? next() : guardOrigin(c, next)));
  api.use(addressGuard());
  const defaultBodyLimit = bodyLimit({
    maxSize: env.BODY_LIMIT_BYTES,
    onError: (c) =>
      errorResponse(c, new ApiError("PAYLOAD_TOO_LARGE", "The request body is too large")),
  });
  // Upload routes set their own, larger limit.
  api.use((c, next) => (isUploadPath(c.req.path) ? next() : defaultBodyLimit(c, next)));
  api.route("/", healthRoutes(deps));
  api.route("/auth", authRoutes(deps));
  api.route("/profile", profileRoutes(deps));
  api.route("/account", accountRoutes(deps));
  api.route("/access-requests", accessRequestRoutes(deps));
  api.route("/notifications", notificationRoutes(deps));
  api.route("/email", unsubscribeRoutes(deps));
  api.route("/recent-searches", recentSearchRoutes(deps));
  api.route("/recently-viewed", recentlyViewedRoutes(deps));
  api.route("/dashboard", dashboardRoutes(deps));
  api.route("/blog", blogRoutes(deps));
  api.route("/site-pages", sitePageRoutes(deps));
  api.route("/admin", adminRoutes(deps));
  api.route("/realtors", realtorRoutes(deps));
  api.route("/photographers", photographerRoutes(deps));
  // A realtor's or photographer's own directory entry.
  api.route("/directory", directoryRoutes(deps));
  api.route("/properties", propertyRoutes(deps));
  api.route("/places", placeSearchRoutes());
  api.route("/properties", inquiryRoutes(deps));
  api.route("/conversations", conversationRoutes(deps));
  api.route("/tours", tourRoutes(deps));
  api.route("/saved", savedRoutes(deps));
  api.route("/saved-searches", savedSearchRoutes(deps));
  api.route("/reels", reelRoutes(deps));
  // Listing and reel management: administrators manage all, realtors their own.
  api.route("/manage/properties", managePropertyRoutes(deps));
  api.route("/manage/uploads", manageUploadRoutes(deps));
  api.route("/manage/places", placeRoutes(deps));
  api.route("/manage/realtors", manageRealtorRoutes(deps));
  api.route("/manage/reels", manageReelRoutes(deps));
  // A mounted sub-app's notFound is not consulted, so the catch-all must be a route of its own.
  api.all("*", (c) =>
    errorResponse(c, ApiError.notFound(`No API route ${c.req.method} ${c.req.path}`)),
  );

  app.route("/api", api);
  if (metrics && env.METRICS_TOKEN) {
    app.route("/", metricsRoutes(metrics.registry, env.METRICS_TOKEN));
  }
  app.route("/media", mediaRoutes(deps.storage));
  // Ahead of the pages, whose catch-all would answer these paths with a page.
  app.route("/", seoRoutes(deps));
  if (deps.web) app.route("/", pageRoutes(deps, deps.web));
  return app;
}

import type { MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { ApiError, errorResponse } from "./errors";
import { isTrustedOrigin, type OriginPolicy } from "./trusted-origin";

/**
 * Answers that are never pages: the JSON API, stored files and the built assets. No inline script
 * runs from them, so their policy carries no nonce, and being the same on every answer, HTTP/2's
 * header compression can send it once per connection.
 */
const NEVER_A_PAGE = /^\/(api|assets|media)\//;

/**
 * The built scripts, stylesheets and fonts, which a browser only ever runs or applies inside a
 * page, under the page's own policy, framing, permission and referrer headers: on them those
 * headers do nothing, yet nginx repeats every header in full on each answer, and a page loads
 * dozens of these files (decision 060). MapLibre's worker (`.mjs`) is not one of them: a worker
 * runs under its own answer's policy.
 */
const PAGE_SUBRESOURCE = /^\/assets\/[^/]+\.(js|css|woff2?)$/;

/**
 * Security headers for every response. The CSP allows inline scripts only with this response's
 * nonce (the page's hydration data and React's streamed parts carry it); inline styles are
 * allowed because the toast and popover libraries set them at run time. The maps run MapLibre's
 * worker (a same-origin module, or a blob: copy of it) and, with a map style, read the style, its
 * tiles, sprites and glyphs from the style's origin; a style on this site (a path) needs only
 * 'self'. A page's scripts, stylesheets and fonts carry only what applies to them: no sniffing,
 * and no loading by other sites.
 */
export function securityHeaders(mapStyleUrl: string | null): MiddlewareHandler {
  const forPages = secureHeaders(headerOptions(mapStyleUrl, [NONCE]));
  const forTheRest = secureHeaders(headerOptions(mapStyleUrl, []));
  const forSubresources = secureHeaders(SUBRESOURCE_OPTIONS);
  return (c, next) => {
    const { path } = c.req;
    if (PAGE_SUBRESOURCE.test(path)) return forSubresources(c, next);
    return NEVER_A_PAGE.test(path) ? forTheRest(c, next) : forPages(c, next);
  };
}

const SUBRESOURCE_OPTIONS: Parameters<typeof secureHeaders>[0] = {
  xContentTypeOptions: "nosniff",
  crossOriginResourcePolicy: "same-origin",
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

function headerOptions(
  mapStyleUrl: string | null,
  scriptNonce: (typeof NONCE)[],
): Parameters<typeof secureHeaders>[0] {
  const mapOrigin =
    mapStyleUrl && !mapStyleUrl.startsWith("/") ? [new URL(mapStyleUrl).origin] : [];
  return {
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...scriptNonce],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", ...mapOrigin],
      mediaSrc: ["'self'", "blob:"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...mapOrigin],
      workerSrc: ["'self'", "blob:"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "DENY",
    xContentTypeOptions: "nosniff",
    crossOriginResourcePolicy: "same-origin",
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request forgery guard for state-changing API calls. Browsers always send Origin on
 * such requests, so an untrusted Origin (see trusted-origin.ts) or a cross-site fetch marker is
 * refused. Requests without either header come from non-browser clients, which cannot be forged.
 */
export function originGuard(policy: OriginPolicy): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    const fetchSite = c.req.header("sec-fetch-site");
    const forbidden = origin
      ? !isTrustedOrigin(policy, origin, c.req.url)
      : fetchSite === "cross-site";
    if (forbidden) {
      return errorResponse(c, ApiError.forbidden("This request came from an untrusted origin"));
    }
    return next();
  };
}

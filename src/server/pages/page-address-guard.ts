import type { MiddlewareHandler } from "hono";
import { isCleanAddress, UNCLEAN_ADDRESS_MESSAGE } from "../platform/http/address-guard";

/** Whether every escape of the path decodes: React Router would warn and match it as typed. */
function pathDecodes(url: string): boolean {
  try {
    decodeURIComponent(new URL(url).pathname);
    return true;
  } catch {
    return false;
  }
}

const REFUSED_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bad Request</title></head>
<body><main><h1>Bad Request</h1><p>${UNCLEAN_ADDRESS_MESSAGE}.</p><p><a href="/">Return to Home</a></p></main></body>
</html>
`;

/**
 * The API's address rule for pages: their loaders hand params and query values to the same
 * services, where a NUL fails the query, and React Router would print that error, SQL and all. A
 * refused address gets a plain 400 page before React Router sees it.
 */
export function pageAddressGuard(): MiddlewareHandler {
  return async (c, next) => {
    if (isCleanAddress(c) && pathDecodes(c.req.url)) return next();
    return c.html(REFUSED_PAGE, 400);
  };
}

/**
 * The public pages (part 1 §2 routes anyone may open), each with the lazy route module it renders
 * first (src/web/app/router.tsx). The server renders these pages' HTML (decision 007) and tells
 * the browser which scripts they need before the entry script asks for them.
 */
const PUBLIC_PAGES: [RegExp, string][] = [
  [/^\/$/, "app/routes/home.tsx"],
  [/^\/search\/?$/, "app/routes/search.tsx"],
  [/^\/property\/[^/]+\/?$/, "app/routes/property.tsx"],
  [/^\/reels\/?$/, "app/routes/reels.tsx"],
  [/^\/blog\/?$/, "app/routes/blog.tsx"],
  [/^\/blog\/[^/]+\/?$/, "app/routes/blog-post.tsx"],
  [/^\/realtors\/?$/, "app/routes/realtors.tsx"],
  [/^\/photographers\/?$/, "app/routes/photographers.tsx"],
];

export const PUBLIC_PAGE_MODULES = PUBLIC_PAGES.map(([, module]) => module);

/** The route module a public page renders first, or null for any other path. */
export function publicPageModule(pathname: string): string | null {
  return PUBLIC_PAGES.find(([pattern]) => pattern.test(pathname))?.[1] ?? null;
}

/**
 * A phone, as its browser says: the mobile Client Hint, or "Mobi" in the User-Agent (browsers
 * that send no hints, and emulators that change only the User-Agent).
 */
function isPhone(userAgent: string | undefined, mobileHint: string | undefined): boolean {
  return mobileHint === "?1" || /Mobi/.test(userAgent ?? "");
}

/**
 * The URL whose page the server renders for a request: phones asking for "/" get /reels, where
 * their browser goes before drawing anything (part 1 §2, src/web/main.tsx).
 */
export function pageUrlFor(
  url: URL,
  userAgent: string | undefined,
  mobileHint: string | undefined,
): URL {
  if (url.pathname !== "/" || !isPhone(userAgent, mobileHint)) return url;
  return new URL(`/reels${url.search}`, url);
}

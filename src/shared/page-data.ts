import type { Role } from "./roles";

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

/**
 * The JSON API as a page's loaders and actions call it on the server: the same routes, rules
 * and answers as the browser's calls, made in the server's process with the visitor's own
 * headers. Paths start with /api/.
 */
export type PageApi = (path: string, init?: RequestInit) => Promise<Response>;

/**
 * What the server hands every page request, besides the request itself (React Router's load
 * context; a type literal, so it fits the router's open-ended context type).
 */
export type PageContext = {
  api: PageApi;
  /** The site's public address, e.g. "https://homes.example.com", for canonical links. */
  baseUrl: string;
  /** The maps' MapLibre style while the server reaches it, or null for the bundled offline atlas. */
  mapStyleUrl: string | null;
  /** The request's Content-Security-Policy nonce, for the scripts React Router writes. */
  nonce: string;
  /** The visitor's browser says it is a phone (Client Hint or User-Agent). */
  isPhone: boolean;
  /** The browser asks to save data or says its connection is slow (Client Hints). */
  lightMedia: boolean;
};

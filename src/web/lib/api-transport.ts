/** How a call reaches the API: a path under /api/ and the request's options. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let current: () => ApiTransport = () => fetch;

/** The transport of the call being made now: the network in the browser. */
export const apiTransport = (): ApiTransport => current();

/**
 * Where calls go instead, asked at each call. The server's page requests answer their loaders'
 * calls in its own process, each with its own visitor (src/web/app/page-queries.server.ts).
 */
export function setApiTransport(source: () => ApiTransport): void {
  current = source;
}

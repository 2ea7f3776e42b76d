import { PassThrough, Readable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { type AppLoadContext, type EntryContext, ServerRouter } from "react-router";
import { NonceContext } from "./nonce";

/** A part still loading after this long is sent in its fallback state, so the page never hangs. */
export const streamTimeout = 5_000;

/**
 * Draws a page with React's streaming renderer, sent once every part of it is ready: a part
 * streamed later would be put in place by an inline script, and until the scripts run (or
 * without them) the visitor would see its fallback. The loaders have read the data by then, so
 * waiting costs only the server's own lazy modules. The CSP nonce goes on every script React
 * Router and React write.
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  const { nonce } = loadContext;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        // No part is moved to the end of the page to be swapped in by a script (React does that
        // to large parts): the page must read the same before, and without, its scripts.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              callback();
            },
          });
          headers.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(Readable.toWeb(body) as ReadableStream, { headers, status }));
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          // Errors in the shell reach handleError through the rejection; log only later ones.
          if (shellRendered) console.error(error);
        },
      },
    );
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}

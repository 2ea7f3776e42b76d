import http from "node:http";
import { setTimeout as sleep } from "node:timers/promises";

export interface SlowRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body: Uint8Array;
  /** Bytes per write (default: the body in about 40 writes, at least 1 KiB each). */
  chunkSize?: number;
  /** Pause between writes, in ms. */
  delayMs?: number;
  /** Sends no Content-Length (chunked), so the server learns the size only as the bytes come. */
  chunked?: boolean;
  /** Destroys the socket once this many bytes are sent, as a client that goes away would. */
  cutAfter?: number;
  /** An agent to send through (a keep-alive one, say); default: a connection of its own. */
  agent?: http.Agent;
}

export interface SlowAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Whether the answer came before the whole body was sent. */
  early: boolean;
}

/**
 * Sends a request over a real socket with its body in small chunks and pauses between them, as a
 * slow network does, and resolves with the answer (stopping the writes if it comes early), or
 * with "cut" once it has hung up at `cutAfter`. A socket error before any answer rejects.
 */
export function sendSlowly(port: number, request: SlowRequest): Promise<SlowAnswer | "cut"> {
  const { body, delayMs = 2, cutAfter } = request;
  const chunkSize = request.chunkSize ?? Math.max(1024, Math.ceil(body.length / 40));
  const headers = { ...request.headers };
  if (!request.chunked) headers["content-length"] ??= String(body.length);
  const outgoing = http.request({
    host: "127.0.0.1",
    port,
    method: request.method,
    path: request.path,
    headers,
    agent: request.agent ?? false,
  });
  let sent = 0;
  let answered = false;
  let hungUp = false;
  const answer = new Promise<SlowAnswer | "cut">((resolve, reject) => {
    outgoing.once("response", (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.once("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString(),
          early: sent < body.length,
        }),
      );
      response.once("error", reject);
    });
    outgoing.once("close", () => {
      if (hungUp && !answered) resolve("cut");
    });
    outgoing.on("error", (error) => {
      // Once the answer has come, the server may close a socket we were still writing to.
      if (!hungUp && !answered) reject(error);
    });
  });
  const write = async () => {
    while (sent < body.length && !answered && !outgoing.destroyed) {
      const end = Math.min(body.length, sent + chunkSize, cutAfter ?? body.length);
      outgoing.write(body.subarray(sent, end));
      sent = end;
      if (sent === cutAfter) {
        await sleep(delayMs);
        hungUp = true;
        outgoing.destroy();
        return;
      }
      await sleep(delayMs);
    }
    if (!answered && !outgoing.destroyed) outgoing.end();
  };
  return Promise.all([answer, write()]).then(([result]) => result);
}

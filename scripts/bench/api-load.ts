import autocannon from "autocannon";
import type { MixRequest, RequestKind } from "./api-mix";

export interface LoadOptions {
  url: string;
  /** Requests sent in this order, round and round, shared by all connections. */
  mix: MixRequest[];
  seconds: number;
  connections: number;
  /** Fixed total rate in requests per second; as fast as possible when omitted. */
  rate?: number;
}

export interface LoadResult {
  seconds: number;
  /** Latency of every answered request, in ms. */
  latencies: number[];
  byKind: Map<RequestKind, number[]>;
  /** Answers that were not 2xx, by status. */
  non2xx: Map<number, number>;
  /** Socket errors and timeouts, as autocannon counts them. */
  socketErrors: number;
}

/**
 * autocannon paces a fixed rate per connection and per wall-clock second, so all connections of
 * one instance send their share back to back at the start of each second. A fixed rate is
 * therefore split over LANES instances started 1/LANES s apart, which spreads the arrivals
 * across the second the way independent users do.
 */
const LANES = 10;

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const result: LoadResult = {
    seconds: options.seconds,
    latencies: [],
    byKind: new Map(),
    non2xx: new Map(),
    socketErrors: 0,
  };
  let sent = 0;
  const lanes = options.rate ? LANES : 1;
  const connections = Math.max(1, Math.round(options.connections / lanes));
  const lane = (index: number) =>
    new Promise<void>((resolve, reject) => {
      setTimeout(
        () => {
          const instance = autocannon(
            {
              url: options.url,
              connections,
              duration: options.seconds,
              overallRate: options.rate ? options.rate / lanes : undefined,
              requests: [
                {
                  // Each connection has its own context; with no pipelining its last request is
                  // the one being answered, which is how responses are told apart by kind.
                  setupRequest: (request, context) => {
                    const next = options.mix[sent++ % options.mix.length] as MixRequest;
                    (context as { kind?: RequestKind }).kind = next.kind;
                    return { ...request, method: "GET", path: next.path, headers: next.headers };
                  },
                },
              ],
            },
            (error, finished) => {
              if (error) return reject(error);
              result.socketErrors += finished.errors;
              resolve();
            },
          );
          instance.on("response", (client, status, _bytes, ms) => {
            result.latencies.push(ms);
            const kind =
              (client as unknown as { requestIterator?: { context?: { kind?: RequestKind } } })
                .requestIterator?.context?.kind ?? "unknown";
            const samples = result.byKind.get(kind) ?? [];
            samples.push(ms);
            result.byKind.set(kind, samples);
            if (status < 200 || status > 299)
              result.non2xx.set(status, (result.non2xx.get(status) ?? 0) + 1);
          });
        },
        (index * 1000) / lanes,
      );
    });
  await Promise.all(Array.from({ length: lanes }, (_, index) => lane(index)));
  return result;
}

export function errorCount(result: LoadResult): number {
  return result.socketErrors + [...result.non2xx.values()].reduce((sum, n) => sum + n, 0);
}

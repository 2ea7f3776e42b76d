import { startRuntime } from "../bootstrap";
import { refreshMarketsUnbounded } from "../markets/refresh-job";
import { loadEnv } from "../platform/env";
import { createLogger } from "../platform/http/logger";

/** The `markets:refresh` command: the daily refresh now (after an import, say); the exit code. */
export async function runRefreshMarkets(print = (line: string) => console.info(line)) {
  const runtime = await startRuntime(loadEnv(), createLogger("warn"));
  try {
    const started = performance.now();
    const { markets, months } = await refreshMarketsUnbounded(runtime.database);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    print(`Refreshed ${markets} markets (${months} months of figures) in ${seconds} s.`);
    return 0;
  } finally {
    await runtime.shutdown();
  }
}

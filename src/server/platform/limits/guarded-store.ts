import type { Logger } from "../http/logger";
import type { LimitStore } from "./limit-store";

/** One warning per outage: another only when the store has been back for a while in between. */
const WARN_AGAIN_AFTER_MS = 60_000;

/**
 * The store with its outages logged: a warning when counting first fails, another at most once
 * a minute while it keeps failing, and a note when it answers again. Failures still reject, so
 * each limit applies its own rule (rate-limit.ts: closed for sign-in and mail to an address typed
 * in, open for the rest).
 */
export function guardedLimitStore(store: LimitStore, logger: Logger, kind: string): LimitStore {
  let down = false;
  let lastWarning = 0;
  return {
    async consume(key, limit, windowMs) {
      try {
        const verdict = await store.consume(key, limit, windowMs);
        if (down) {
          down = false;
          logger.info("rate-limit store reachable again", { store: kind });
        }
        return verdict;
      } catch (error) {
        const now = Date.now();
        if (!down || now - lastWarning >= WARN_AGAIN_AFTER_MS) {
          lastWarning = now;
          logger.warn(
            "rate-limit store unreachable; sign-in and e-mail limits refuse, others let through",
            {
              store: kind,
              error: error instanceof Error ? error.message : String(error),
            },
          );
        }
        down = true;
        throw error;
      }
    },
    close: () => store.close(),
  };
}

import type { Logger } from "../http/logger";
import { currentRequestId } from "../http/request-context";

/** The log messages of the two, which test harnesses look for. */
export const PROCESS_ERROR_MESSAGES = {
  rejection: "unhandled rejection",
  exception: "uncaught exception",
} as const;

const errorFields = (reason: unknown) =>
  reason instanceof Error
    ? { error: reason.message, name: reason.name, stack: reason.stack }
    : { error: String(reason) };

/**
 * The process's answer to errors nobody caught (decision 027). A rejected promise nobody awaited
 * is logged and the process keeps serving: one lost promise must not end every request in flight.
 * An exception thrown out of an event handler may have left shared state half-updated, so after
 * logging it `stop` drains the server and exits non-zero, for the supervisor to restart it.
 * Node runs both handlers in the async context the error came from, so the log names the request.
 */
export function handleProcessErrors(logger: Logger, stop: (reason: string) => void): void {
  process.on("unhandledRejection", (reason) => {
    logger.error(PROCESS_ERROR_MESSAGES.rejection, {
      requestId: currentRequestId(),
      ...errorFields(reason),
    });
  });
  process.on("uncaughtException", (error) => {
    logger.error(PROCESS_ERROR_MESSAGES.exception, {
      requestId: currentRequestId(),
      ...errorFields(error),
    });
    stop("uncaughtException");
  });
}

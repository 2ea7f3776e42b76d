import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import {
  type ApiErrorBody,
  type ErrorCode,
  type FieldIssue,
  STATUS_BY_CODE,
} from "@/shared/errors";
import { MAX_LENGTH_SUFFIX } from "../db/schema/limits";
import type { Logger } from "./logger";

/** Thrown by routes and services; turned into the one JSON error shape by `handleError`. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: FieldIssue[],
    /** For a CONFLICT with something that exists already: that thing's id, for the client. */
    readonly existingId?: string,
  ) {
    super(message);
    this.name = "ApiError";
  }

  get status(): number {
    return STATUS_BY_CODE[this.code];
  }

  toBody(): ApiErrorBody {
    return {
      code: this.code,
      message: this.message,
      ...(this.issues ? { issues: this.issues } : {}),
      ...(this.existingId ? { existingId: this.existingId } : {}),
    };
  }

  static notFound(message = "Not found") {
    return new ApiError("NOT_FOUND", message);
  }
  static unauthorized(message = "You must be signed in to do that") {
    return new ApiError("UNAUTHORIZED", message);
  }
  static forbidden(message = "You are not allowed to do that") {
    return new ApiError("FORBIDDEN", message);
  }
  static conflict(message: string, pointer?: { existingId: string }) {
    return new ApiError("CONFLICT", message, undefined, pointer?.existingId);
  }
  static validation(issues: FieldIssue[], message = "Some fields are not valid") {
    return new ApiError("VALIDATION_FAILED", message, issues);
  }
  static fromZod(error: z.ZodError) {
    return ApiError.validation(
      error.issues.map((issue) => ({
        path: issue.path.join(".") || "(body)",
        message: issue.message,
      })),
    );
  }
}

/** The answer while the service cannot serve for a moment (database outage, server stopping). */
export const SERVICE_UNAVAILABLE: ApiErrorBody = {
  code: "SERVICE_UNAVAILABLE",
  message: "The service is temporarily unavailable. Please try again shortly.",
};
/** How long clients and proxies should wait before trying such a request again, in seconds. */
export const RETRY_AFTER_SECONDS = 5;

export function errorResponse(c: Context, error: ApiError) {
  return c.json(error.toBody(), error.status as ContentfulStatusCode);
}

/** Maps anything thrown to the error shape; unknown errors are logged and answered without details. */
export function handleError(error: Error, c: Context, logger: Logger) {
  if (error instanceof ApiError) return errorResponse(c, error);
  if (error instanceof HTTPException) {
    const status = error.status;
    const code: ErrorCode =
      status === 413
        ? "PAYLOAD_TOO_LARGE"
        : status === 401
          ? "UNAUTHORIZED"
          : status === 403
            ? "FORBIDDEN"
            : status === 404
              ? "NOT_FOUND"
              : status < 500
                ? "BAD_REQUEST"
                : "INTERNAL";
    const message = status < 500 && error.message ? error.message : "Something went wrong";
    return c.json({ code, message } satisfies ApiErrorBody, status);
  }
  if (isTooLongForDatabase(error)) {
    logger.warn("value refused by a length limit", { error: databaseErrorMessage(error) });
    return errorResponse(c, ApiError.validation([{ path: "(body)", message: TOO_LONG }], TOO_LONG));
  }
  if (isDatabaseUnavailable(error)) {
    logger.warn("database unavailable", { error: databaseErrorMessage(error), path: c.req.path });
    // Clients and proxies may retry after this long; the pool reconnects on its own.
    c.header("retry-after", String(RETRY_AFTER_SECONDS));
    return c.json(SERVICE_UNAVAILABLE, 503);
  }
  logger.error("unhandled error", { error: error.message, stack: error.stack, path: c.req.path });
  return c.json({ code: "INTERNAL", message: "Something went wrong" } satisfies ApiErrorBody, 500);
}

/**
 * Error codes that mean the database cannot be reached or cannot answer now, rather than that
 * the request was wrong: the socket's (refused, reset, timed out, unreachable), and PostgreSQL's
 * connection exceptions (class 08), shutdown and start-up (57P01-57P03), too many connections
 * (53300) and a statement cancelled by statement_timeout (57014).
 */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "57P01",
  "57P02",
  "57P03",
  "53300",
  "57014",
]);

/**
 * node-postgres raises these without a code when a connection dies under a query, when the pool
 * or a query gives up waiting, or when a broken pooled client is used again.
 */
const UNAVAILABLE_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Query read timeout",
  "Client has encountered a connection error and is not queryable",
];

/** The error and its causes (drizzle wraps the driver's error in `cause`), outermost first. */
function causes(error: Error): unknown[] {
  const chain: unknown[] = [];
  for (let current: unknown = error; current && chain.length < 4; ) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

function isDatabaseUnavailable(error: Error): boolean {
  return causes(error).some((link) => {
    const { code, message } = link as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
      return true;
    return (
      typeof message === "string" && UNAVAILABLE_MESSAGES.some((known) => message.startsWith(known))
    );
  });
}

const CHECK_VIOLATION = "23514";
const TOO_LONG = "A value is too long";

/**
 * A length limit of the database (db/schema/limits.ts) refused a value: input that slipped past
 * the forms' schemas, answered as the bad input it is rather than as a server fault.
 */
function isTooLongForDatabase(error: Error): boolean {
  return causes(error).some((link) => {
    const { code, constraint } = link as { code?: unknown; constraint?: unknown };
    return (
      code === CHECK_VIOLATION &&
      typeof constraint === "string" &&
      constraint.endsWith(MAX_LENGTH_SUFFIX)
    );
  });
}

/** The driver's own message for the log, not drizzle's "Failed query: …" with parameters. */
function databaseErrorMessage(error: Error): string {
  const chain = causes(error);
  const innermost = chain[chain.length - 1] as { message?: unknown };
  return typeof innermost.message === "string" ? innermost.message : error.message;
}

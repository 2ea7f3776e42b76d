import { type ApiAnswer, type ApiPath, type ApiRoute, routeMethod } from "@/shared/api-contract";
import { type ErrorCode, type FieldIssue, isApiErrorBody, STATUS_BY_CODE } from "@/shared/errors";
import { tooManyMessage } from "@/shared/retry-after";
import { apiTransport } from "./api-transport";

/** A failed API call: the server's `{ code, message, issues }` plus the HTTP status (0 = offline). */
export class ApiClientError extends Error {
  override readonly name = "ApiClientError";
  readonly status: number;
  readonly code: ErrorCode;
  readonly issues: readonly FieldIssue[];

  constructor(
    status: number,
    code: ErrorCode,
    message: string,
    issues: readonly FieldIssue[] = [],
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.issues = issues;
  }
}

export const OFFLINE_MESSAGE = "Unable to reach the server. Check your connection and try again.";

export interface RequestOptions {
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Calls the same-origin API with the session cookie (on the server, the page's visitor's) and
 * returns the parsed JSON body. `route` names the contract's entry (method and path pattern),
 * which gives the method and the answer's type; `path` is the URL sent, which must fit the
 * route's pattern.
 */
export async function apiRequest<R extends ApiRoute>(
  route: R,
  path: ApiPath<R>,
  options: RequestOptions = {},
): Promise<ApiAnswer<R>> {
  const method = routeMethod(route);
  // The contract's entry is the answer's type: the server is held to it at compile time.
  return (await sendRequest(path, method, options)) as ApiAnswer<R>;
}

async function sendRequest(
  path: string,
  method: string,
  { body, signal }: RequestOptions,
): Promise<unknown> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (body !== undefined) headers["content-type"] = "application/json";
  let response: Response;
  try {
    response = await apiTransport()(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
      signal,
    });
  } catch (error) {
    // A cancelled query must stay an abort so TanStack Query can tell it apart from a failure.
    if (signal?.aborted) throw error;
    throw new ApiClientError(0, "SERVICE_UNAVAILABLE", OFFLINE_MESSAGE);
  }
  const payload = await readJson(response);
  if (!response.ok) {
    throw toApiClientError(response.status, payload, response.headers.get("retry-after"));
  }
  return payload;
}

async function readJson(response: Response): Promise<unknown> {
  return parseJsonText(await response.text());
}

/** A response body as JSON, or null when it is empty or not JSON. */
export function parseJsonText(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Builds the client error from any error body; proxies and crashes may not send our shape. A 429
 * without our body (a proxy's own limit) still says when to try again, from its Retry-After.
 */
export function toApiClientError(
  status: number,
  payload: unknown,
  retryAfter: string | null = null,
): ApiClientError {
  if (isApiErrorBody(payload)) {
    return new ApiClientError(status, payload.code, payload.message, payload.issues ?? []);
  }
  const message =
    status === 429 ? tooManyMessage(Number(retryAfter) || 60) : `Request failed (HTTP ${status})`;
  return new ApiClientError(status, codeForStatus(status), message);
}

function codeForStatus(status: number): ErrorCode {
  const known = Object.entries(STATUS_BY_CODE).find(([, value]) => value === status);
  if (known) return known[0] as ErrorCode;
  return status >= 500 ? "INTERNAL" : "BAD_REQUEST";
}

/** The message to show for a failure: the error's own text, else the caller's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() ? error.message : fallback;
}

import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import {
  type ApiErrorBody,
  type ErrorCode,
  type FieldIssue,
  isApiErrorBody,
} from "@/shared/errors";
import { tooManyMessage } from "@/shared/retry-after";
import { RESET_LINK_INVALID_MESSAGE, SIGN_IN_REFUSED_MESSAGE } from "@/shared/schemas/auth";
import type { AppBindings, PlatformDeps } from "../context";
import { ApiError } from "../http/errors";
import { createRateLimiter } from "../http/rate-limit";
import { assertStorableText } from "../http/storable-text";
import type { LimitStore } from "../limits/limit-store";
import { AUTH_BASE_PATH, CLIENT_IP_HEADER } from "./auth";
import { OPEN_AUTH_ENDPOINTS, type OpenEndpoint } from "./open-endpoints";

type AuthDeps = Pick<PlatformDeps, "auth" | "limits">;

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  422: "VALIDATION_FAILED",
  429: "TOO_MANY_REQUESTS",
};

/** Better Auth's error codes that belong to one form field. */
const FIELD_BY_AUTH_CODE: Record<string, FieldIssue> = {
  INVALID_EMAIL: { path: "email", message: "Please enter a valid email address." },
  PASSWORD_TOO_SHORT: { path: "password", message: "Password must be at least 8 characters" },
  PASSWORD_TOO_LONG: { path: "password", message: "Password must be at most 128 characters" },
};

/** Better Auth's codes whose own message would not tell the reader what to do next. */
const MESSAGE_BY_AUTH_CODE: Record<string, string> = {
  INVALID_TOKEN: RESET_LINK_INVALID_MESSAGE,
  EMAIL_ALREADY_VERIFIED: "Your e-mail address is already confirmed.",
};

/**
 * A wrong password and a suspended account (the admin plugin refuses its new session after the
 * password matched) get one answer, so a refusal never confirms a password (decision 010).
 */
const SIGN_IN_REFUSED_CODES = new Set(["INVALID_EMAIL_OR_PASSWORD", "BANNED_USER"]);

/** Rewrites Better Auth's error bodies into the API's one error shape. */
async function toApiError(response: Response): Promise<Response> {
  const raw: unknown = await response.json().catch(() => null);
  const authCode = isApiErrorBody(raw) ? raw.code : undefined;
  const field = authCode ? FIELD_BY_AUTH_CODE[authCode] : undefined;
  const refused = authCode !== undefined && SIGN_IN_REFUSED_CODES.has(authCode);
  const status = refused ? 401 : response.status;
  // The library's 429 says "try again later" and puts the wait in its own header.
  const retryAfter = status === 429 ? response.headers.get("x-retry-after") : null;
  const message = refused
    ? SIGN_IN_REFUSED_MESSAGE
    : authCode && MESSAGE_BY_AUTH_CODE[authCode]
      ? MESSAGE_BY_AUTH_CODE[authCode]
      : status === 429
        ? tooManyMessage(Number(retryAfter) || 60)
        : isApiErrorBody(raw) && raw.message
          ? raw.message
          : "Request failed";
  const body: ApiErrorBody = {
    code: CODE_BY_STATUS[status] ?? "BAD_REQUEST",
    message,
    ...(field ? { issues: [field] } : {}),
  };
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  headers.set("content-type", "application/json");
  if (retryAfter) headers.set("retry-after", retryAfter);
  return new Response(JSON.stringify(body), {
    status: status as ContentfulStatusCode,
    headers,
  });
}

/** A POST body as JSON, read from a copy so the library still gets the original. */
async function jsonOrUndefined(request: Request): Promise<unknown> {
  if (request.method !== "POST") return undefined;
  return request
    .clone()
    .json()
    .catch(() => undefined);
}

/** The 400 for query or body text the database cannot store, or null when all is storable. */
function storableInput(query: unknown, body: unknown): ApiError | null {
  try {
    assertStorableText(query);
    assertStorableText(body);
    return null;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
}

const errorAnswer = (error: ApiError) => Response.json(error.toBody(), { status: error.status });

/**
 * E-mails to one address (reset links, verification links): three per quarter hour, so neither
 * a stranger nor a stuck button can flood someone's inbox from many client addresses.
 */
const MAIL_LIMIT = { limit: 3, windowMs: 15 * 60_000, whenStoreDown: "closed" } as const;

async function tooManyMails(limits: LimitStore, body: unknown, path: string) {
  const email = (body as { email: string }).email.trim().toLowerCase();
  const verdict = await createRateLimiter(limits, "auth-mail", MAIL_LIMIT).hit(`${path}:${email}`);
  if (verdict.allowed) return null;
  const error = new ApiError(
    "TOO_MANY_REQUESTS",
    tooManyMessage(verdict.retryAfterSeconds, "Too many e-mails to this address."),
  );
  return Response.json(error.toBody(), {
    status: 429,
    headers: { "retry-after": String(verdict.retryAfterSeconds) },
  });
}

/** The open endpoint a request names, exactly as written (no encoded or dotted variants). */
function openEndpoint(request: Request): OpenEndpoint | undefined {
  const { pathname } = new URL(request.url);
  return OPEN_AUTH_ENDPOINTS.find(
    (endpoint) =>
      endpoint.method === request.method && pathname === `${AUTH_BASE_PATH}${endpoint.path}`,
  );
}

/**
 * One request to Better Auth under the app's rules: an open endpoint only (404 otherwise), text
 * the database can store, the forms' own schemas first, the rate limiter keyed on the client
 * address the server determined, and errors in the API's one shape. The pages' sign-in and
 * sign-up forms reach it through the same routes, called in-process.
 */
export async function authRequest({ auth, limits }: AuthDeps, request: Request, clientIp: string) {
  const url = new URL(request.url);
  const endpoint = openEndpoint(request);
  if (!endpoint)
    return errorAnswer(ApiError.notFound(`No API route ${request.method} ${url.pathname}`));
  // The library would pass NUL or a lone surrogate on to its queries and fail with a 500.
  const storable = storableInput([...url.searchParams], await jsonOrUndefined(request));
  if (storable) return errorAnswer(storable);
  const schema = endpoint.body;
  if (schema) {
    const body: unknown = await request
      .clone()
      .json()
      .catch(() => undefined);
    if (body === undefined)
      return errorAnswer(new ApiError("BAD_REQUEST", "The request body is not valid JSON"));
    const parsed = schema.safeParse(body);
    if (!parsed.success) return errorAnswer(ApiError.fromZod(parsed.error));
    const limited = endpoint.mailsAddress
      ? await tooManyMails(limits, parsed.data, endpoint.path)
      : null;
    if (limited) return limited;
  }
  // Replace any client-sent value: the rate limiter keys on this header.
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, clientIp);
  const response = await auth.handler(new Request(request, { headers }));
  return response.status >= 400 ? toApiError(response) : response;
}

/** One route per open endpoint; any other path under /api/auth is the API's JSON 404. */
export function authRoutes(deps: AuthDeps) {
  const routes = new Hono<AppBindings>();
  for (const { method, path } of OPEN_AUTH_ENDPOINTS)
    routes.on(method, path, (c) => authRequest(deps, c.req.raw, c.get("clientIp")));
  return routes;
}

/**
 * Compile-time only: holds the API's routers to the shared contract. For each contract key the
 * router mounted in `apiRoutes` must answer, on success, exactly the contract's type (each
 * assignable to the other), so neither side can change an answer without the other.
 * Nothing here runs; `npm run typecheck` fails with the names of the routes that disagree.
 */
import type { ExtractSchema } from "hono/types";
import type { JSONParsed } from "hono/utils/types";
import type { ApiContract, ApiMethod, ApiPattern, ApiRoute } from "@/shared/api-contract";
import type { ApiErrorBody } from "@/shared/errors";
import type { apiRoutes } from "./app";

/**
 * Routes whose answers the server's types cannot show, each held by its API tests instead:
 * - `/api/auth/*` is Better Auth's own handler, mounted as one untyped catch-all.
 * - Routes answering `unknown` are ones whose answer the web ignores.
 */
type Unchecked =
  | "GET /api/auth/get-session"
  | "POST /api/auth/sign-in/email"
  | "POST /api/auth/sign-out"
  | "POST /api/auth/send-verification-email";

/** The API router's schema: a union with one member per route and method. */
type Schema = ExtractSchema<ReturnType<typeof apiRoutes>>;

/** The schema's entry for a path as the router sees it (mounted under `/api`). */
type RouterEntry<Path extends string> = Path extends `/api${infer Rest}`
  ? Schema extends infer Member
    ? Member extends { [K in Rest]: infer Methods }
      ? Methods
      : never
    : never
  : never;

/** The success answers of a route: error bodies some handlers return themselves are left out. */
type ServerAnswer<R extends ApiRoute> = R extends `${infer Method} ${string}`
  ? RouterEntry<ApiPattern<R>> extends infer Methods
    ? Methods extends { [K in `$${Lowercase<Method>}`]: infer Endpoint }
      ? Endpoint extends { output: infer Output }
        ? Output extends ApiErrorBody
          ? never
          : Output
        : never
      : never
    : never
  : never;

/**
 * The contract's answer for a route as it travels (JSON-parsed, as the server's types are): the
 * union over the route's `?name=value` variants.
 */
type ContractAnswer<R extends ApiRoute> = JSONParsed<
  {
    [K in ApiRoute]: ApiPattern<K> extends ApiPattern<R>
      ? K extends `${ApiMethod<R>} ${string}`
        ? ApiContract[K]
        : never
      : never;
  }[ApiRoute]
>;

type Agrees<A, B> = [A] extends [never]
  ? false
  : [A] extends [B]
    ? [B] extends [A]
      ? true
      : false
    : false;

/** The contract's routes the server disagrees with (or lacks). */
type Disagreeing = {
  [R in Exclude<ApiRoute, Unchecked>]: Agrees<ServerAnswer<R>, ContractAnswer<R>> extends true
    ? never
    : R;
}[Exclude<ApiRoute, Unchecked>];

/** Fails to compile when a route disagrees with the contract, listing the routes that do. */
export const everyRouteAgrees: { [R in Disagreeing]: "disagrees with the contract" } = {};

import { apiRequest } from "@/web/lib/api-client";

/** Better Auth wants a JSON body here, even an empty one. */
export function signOutRequest(): Promise<unknown> {
  return apiRequest("POST /api/auth/sign-out", "/api/auth/sign-out", { body: {} });
}

import { isAPIError } from "better-auth/api";
import { type ChangePasswordInput, WRONG_CURRENT_PASSWORD } from "@/shared/schemas/account";
import type { Auth } from "../platform/auth/auth";
import { passwordProblem } from "../platform/auth/password-policy";
import { ApiError } from "../platform/http/errors";

/**
 * Changes the password through Better Auth, once the new one passes the policy (not a common
 * password, not the e-mail). Better Auth re-checks the current one and, with
 * revokeOtherSessions, deletes every session of the user and opens a new one for the caller.
 * Returns the response headers: their Set-Cookie carries that new session, without which the
 * caller would be signed out too.
 */
export async function changePassword(
  auth: Auth,
  requestHeaders: Headers,
  input: ChangePasswordInput,
  email: string,
): Promise<Headers> {
  const problem = passwordProblem(input.newPassword, email);
  if (problem) throw ApiError.validation([{ path: "newPassword", message: problem }], problem);
  try {
    const { headers } = await auth.api.changePassword({
      body: {
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
        revokeOtherSessions: true,
      },
      headers: requestHeaders,
      returnHeaders: true,
    });
    return headers;
  } catch (error) {
    if (!isAPIError(error)) throw error;
    if (error.body?.code === "INVALID_PASSWORD") {
      throw ApiError.validation(
        [{ path: "currentPassword", message: WRONG_CURRENT_PASSWORD }],
        WRONG_CURRENT_PASSWORD,
      );
    }
    // The session ended between our check and Better Auth's.
    if (error.statusCode === 401) throw ApiError.unauthorized();
    // E.g. an account without a password (none exist yet, but the API must not answer 500).
    throw new ApiError("BAD_REQUEST", "Your password could not be changed");
  }
}

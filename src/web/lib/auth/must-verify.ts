import { ApiClientError } from "@/web/lib/api-client";

/** The server's answer to an unverified member reaching others. */
export const mustVerifyEmail = (error: unknown): boolean =>
  error instanceof ApiClientError && error.code === "EMAIL_NOT_VERIFIED";

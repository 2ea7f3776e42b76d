import type { AccessRequestType } from "@/shared/schemas/access-requests";
import { ApiClientError } from "@/web/lib/api-client";
import type { RequestDecision } from "../../api/decide-request";

/** 'Failed to approve realtor request (409)'; status 0 when the server was unreachable. */
export function decisionFailureTitle(
  decision: RequestDecision,
  type: AccessRequestType,
  error: unknown,
): string {
  const status = error instanceof ApiClientError ? error.status : 0;
  return `Failed to ${decision} ${type} request (${status})`;
}

export function decisionSuccess(
  decision: RequestDecision,
  type: AccessRequestType,
  name: string,
): { title: string; description: string } {
  return decision === "approve"
    ? { title: "Request Approved", description: `${name} now has ${type} access.` }
    : { title: "Request Rejected", description: `${name}'s ${type} request was rejected.` };
}

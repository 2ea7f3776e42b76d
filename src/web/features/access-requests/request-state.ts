import { format } from "date-fns";
import type {
  AccessRequestStatus,
  AccessRequestType,
  MyAccessRequest,
} from "@/shared/schemas/access-requests";
import type { MyProfile } from "@/shared/schemas/profile";

export const REQUEST_TYPE_LABELS: Record<AccessRequestType, string> = {
  realtor: "Realtor",
  photographer: "Photographer",
};

export const STATUS_LABELS: Record<AccessRequestStatus, string> = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
};

/**
 * The request types that already wait for review. The profile's status counts too, so the form
 * is held back even before the list has loaded.
 */
export function pendingTypes(
  requests: readonly MyAccessRequest[] | undefined,
  profile: Pick<MyProfile, "realtorRequestStatus" | "photographerRequestStatus"> | null,
): Set<AccessRequestType> {
  const pending = new Set<AccessRequestType>();
  for (const request of requests ?? []) {
    if (request.status === "pending") pending.add(request.requestType);
  }
  if (profile?.realtorRequestStatus === "pending") pending.add("realtor");
  if (profile?.photographerRequestStatus === "pending") pending.add("photographer");
  return pending;
}

const formatDate = (iso: string) => format(new Date(iso), "MMM d, yyyy");

/** What happened to a request and when, e.g. "Submitted Jan 5, 2025 · Approved Jan 7, 2025". */
export function requestTimeline(
  request: Pick<MyAccessRequest, "status" | "createdAt" | "decidedAt">,
): string {
  const submitted = `Submitted ${formatDate(request.createdAt)}`;
  if (request.status === "pending" || !request.decidedAt) return submitted;
  return `${submitted} · ${STATUS_LABELS[request.status]} ${formatDate(request.decidedAt)}`;
}

import type { AdminActivityItem } from "@/shared/admin-overview";

function text(details: Record<string, unknown>, key: string): string | undefined {
  const value = details[key];
  return typeof value === "string" && value.trim() ? value : undefined;
}

/** What an admin did, as the end of a sentence that starts with their name. */
export function activitySentence(activity: Pick<AdminActivityItem, "action" | "details">): string {
  const { details } = activity;
  const name = text(details, "name") ?? "a user";
  const requestType = text(details, "requestType");
  const request = requestType ? `${requestType} request` : "access request";
  switch (activity.action) {
    case "role_changed": {
      const from = text(details, "from");
      const to = text(details, "to");
      return from && to ? `changed ${name}'s role from ${from} to ${to}` : `changed ${name}'s role`;
    }
    case "profile_updated":
      return `updated ${name}'s profile`;
    case "request_approved":
      return `approved ${name}'s ${request}`;
    case "request_rejected":
      return `rejected ${name}'s ${request}`;
    case "user_suspended": {
      const reason = text(details, "reason");
      return reason ? `suspended ${name} (${reason})` : `suspended ${name}`;
    }
    case "user_unsuspended":
      return `unsuspended ${name}`;
    case "user_deleted":
      return `deleted ${name}`;
    case "settings_updated":
      return "updated the site settings";
    default:
      return activity.action.replaceAll("_", " ");
  }
}

/** Who acted; the row stays after the admin's account is deleted. */
export function activityActor(activity: Pick<AdminActivityItem, "admin">): string {
  return activity.admin?.name || "A deleted administrator";
}

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
    case "review_hidden": {
      const reason = text(details, "reason");
      return reason ? `hid a review of ${name} (${reason})` : `hid a review of ${name}`;
    }
    case "settings_updated":
      return "updated the site settings";
    case "site_page_updated": {
      const title = text(details, "title");
      return title ? `edited the page "${title}"` : "edited a site page";
    }
    default:
      return contentSentence(activity.action, details) ?? activity.action.replaceAll("_", " ");
  }
}

/** The listing, reel and blog actions (CONTENT_ACTIONS), each naming what it acted on. */
function contentSentence(action: string, details: Record<string, unknown>): string | null {
  const title = text(details, "title");
  const quoted = title ? ` "${title}"` : "";
  switch (action) {
    case "property_created":
      return `added the listing${quoted}`;
    case "property_updated":
      return `edited the listing${quoted}`;
    case "property_featured":
      return `featured the listing${quoted}`;
    case "property_unfeatured":
      return `unfeatured the listing${quoted}`;
    case "property_status_changed": {
      const status = text(details, "status");
      return `marked the listing${quoted}${status ? ` ${status}` : ""}`;
    }
    case "property_deleted":
      return `deleted the listing${quoted}`;
    case "open_house_scheduled":
      return `scheduled an open house at the listing${quoted}`;
    case "open_house_removed":
      return `removed an open house of the listing${quoted}`;
    case "reel_created":
      return `uploaded the reel${quoted}`;
    case "reel_updated":
      return `edited the reel${quoted}`;
    case "reel_deleted":
      return `deleted the reel${quoted}`;
    case "blog_post_created":
      return `wrote the post${quoted}`;
    case "blog_post_updated":
      return `edited the post${quoted}`;
    case "blog_post_published":
      return `published the post${quoted}`;
    case "blog_post_deleted":
      return `deleted the post${quoted}`;
    case "blog_category_created":
      return `added the category${quoted}`;
    case "blog_category_renamed": {
      const from = text(details, "from");
      return from && title ? `renamed the category "${from}" to "${title}"` : "renamed a category";
    }
    case "blog_category_deleted":
      return `deleted the category${quoted}`;
    default:
      return null;
  }
}

/** Who acted; the row stays after the admin's account is deleted. */
export function activityActor(activity: Pick<AdminActivityItem, "admin">): string {
  return activity.admin?.name || "A deleted administrator";
}

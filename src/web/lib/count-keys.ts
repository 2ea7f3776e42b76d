/**
 * The key every cached figure that counts a member's unread notifications starts with (the
 * dashboard's overview cards): marking notifications read refreshes them all, whichever feature
 * shows them.
 */
export const NOTIFICATION_COUNTS_KEY = ["notification-counts"] as const;

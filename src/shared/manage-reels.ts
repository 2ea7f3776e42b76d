import { formatBytes } from "./format";
import type { Reel } from "./reels";

/**
 * Reel management: administrators manage every reel from /admin/reels, realtors their
 * own from the dashboard's My Reels tab. Both use /api/manage/reels.
 */
export const MANAGED_REELS_PAGE_SIZE = 10;
export const MANAGED_REEL_SEARCH_MAX = 100;
export const REEL_TITLE_MAX = 100;
/** The property picker shows this many of the actor's listings per search. */
export const REEL_PROPERTY_OPTIONS_MAX = 10;

export const REEL_VIDEO_MAX_BYTES = 100 * 1024 * 1024;
/** Reels are short tours. */
export const REEL_VIDEO_MAX_SECONDS = 180;
export const REEL_VIDEO_CONTENT_TYPES = ["video/mp4", "video/webm"] as const;
/** Poster images follow the app's image upload rules (at most 5 MB). */
export const REEL_POSTER_MAX_BYTES = 5 * 1024 * 1024;

export type VideoRejectionReason = "unsupported" | "unreadable" | "too-long" | "too-large";

export const VIDEO_REJECTION_MESSAGES: Record<VideoRejectionReason, string> = {
  unsupported: "Please upload an MP4 or WebM video",
  unreadable: "This video could not be read. It may be damaged or incomplete.",
  "too-long": `Videos must be ${REEL_VIDEO_MAX_SECONDS / 60} minutes or shorter`,
  "too-large": `Videos must be ${REEL_VIDEO_MAX_BYTES / 1024 / 1024} MB or smaller`,
};

export const MANAGE_REEL_MESSAGES = {
  notFound: "Reel not found",
  notYours: "You can only manage your own reels.",
  posterRequired: "Please choose a poster image",
  propertyNotFound: "Property not found",
  propertyNotYours: "You can only link your own listings.",
  uploadRateLimited: "Too many reel uploads.",
} as const;

/** How much of an account's reel storage (the videos of its reels) is taken. */
export interface ReelStorageUsage {
  usedBytes: number;
  quotaBytes: number;
}

/** "Storage: 1.2 GB of 2 GB used", beside the reels it counts. */
export function reelStorageLabel({ usedBytes, quotaBytes }: ReelStorageUsage): string {
  return `Storage: ${formatBytes(usedBytes)} of ${formatBytes(quotaBytes)} used`;
}

/** Why a video was refused for want of room, and what to do about it. */
export function reelStorageFullMessage({ usedBytes, quotaBytes }: ReelStorageUsage): string {
  return `Your reels use ${formatBytes(usedBytes)} of your ${formatBytes(quotaBytes)} storage. Delete a reel to make room.`;
}

/** One row of the management table. */
/** A reel in the management table: as the feed shows it, without the viewer's like. */
export type ManagedReel = Omit<Reel, "likedByMe">;

export interface ManagedReelPage {
  items: ManagedReel[];
  /** Every match, for the pagination. */
  total: number;
  page: number;
  pageSize: number;
  /** The signed-in account's own reel storage, whoever's reels the page lists. */
  storage: ReelStorageUsage;
}

/** A listing the actor may link a reel to. */
export interface ReelPropertyOption {
  id: string;
  title: string;
  city: string;
  state: string;
}

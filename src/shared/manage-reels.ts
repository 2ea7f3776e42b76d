import { formatBytes } from "./format";
import type { ResponsiveImage } from "./properties";
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

export const REEL_VIDEO_MAX_BYTES = 200 * 1024 * 1024;
/** Reels are short tours. */
export const REEL_VIDEO_MAX_SECONDS = 180;
/**
 * What phones record and browsers export: MP4 and QuickTime MOV (H.264 or HEVC) and WebM. Every
 * upload is transcoded to H.264/AAC MP4 renditions before anyone watches it.
 */
export const REEL_VIDEO_CONTENT_TYPES = ["video/mp4", "video/quicktime", "video/webm"] as const;
/** Videos of one account processing at once: a phone's batch, not a flood. */
export const REEL_UPLOADS_IN_PROGRESS_MAX = 3;
/** A caption file (WebVTT) or typed captions: a short tour's words fit easily. */
export const REEL_CAPTIONS_MAX_CHARS = 32 * 1024;
/** Poster images follow the app's image upload rules (at most 5 MB). */
export const REEL_POSTER_MAX_BYTES = 5 * 1024 * 1024;

export type VideoRejectionReason = "unsupported" | "unreadable" | "too-long" | "too-large";

export const VIDEO_REJECTION_MESSAGES: Record<VideoRejectionReason, string> = {
  unsupported: "Please upload an MP4, MOV or WebM video",
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
  tooManyInProgress: `You have ${REEL_UPLOADS_IN_PROGRESS_MAX} videos processing. Upload more once one is done.`,
  uploadNotFound: "Upload not found",
  notRetryable: "Only a failed upload can be retried.",
  captionsInvalid: "Captions must be a WebVTT file (starting with WEBVTT) or typed lines of text",
  posterFrameInvalid: "Choose one of the video's stills",
} as const;

/**
 * Why processing an upload failed, in words its uploader can act on. "interrupted" is a job that
 * kept failing for reasons of ours (storage, a crash): retrying may well work.
 */
export type ReelProcessingFailure =
  | "no-video"
  | "unreadable"
  | "too-long"
  | "too-small"
  | "interrupted";

export const REEL_PROCESSING_FAILURES: Record<ReelProcessingFailure, string> = {
  "no-video": "This file has no video track",
  unreadable: "This video could not be read. It may be damaged or in a format we cannot decode.",
  "too-long": `Videos must be ${REEL_VIDEO_MAX_SECONDS / 60} minutes or shorter`,
  "too-small": "This video is too small: it must be at least 240 pixels on its short side",
  interrupted: "Processing stopped before it finished. Try again, or delete the upload.",
};

export type ReelUploadStatus = "processing" | "failed" | "ready";

/**
 * An upload on its way to becoming a reel: its id is the reel's id once it is published
 * ("ready"), when the reel appears among the managed reels and on Reels.
 */
export interface ReelUploadState {
  id: string;
  title: string;
  status: ReelUploadStatus;
  /** 0 to 100, from the encoder's progress. */
  progress: number;
  /** Why it failed, in words; null unless status is "failed". */
  failure: string | null;
  author: { id: string; name: string } | null;
  property: { id: string; title: string } | null;
  createdAt: string;
}

/** "Processing 45%", "Waiting to process" or the failure, for the list and the dialog. */
export function reelUploadLabel(upload: Pick<ReelUploadState, "status" | "progress" | "failure">) {
  if (upload.status === "failed") return upload.failure ?? REEL_PROCESSING_FAILURES.interrupted;
  if (upload.status === "ready") return "Published";
  return `Processing ${Math.min(99, Math.max(0, Math.floor(upload.progress)))}%`;
}

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

/**
 * A reel in the management table: as the feed shows it, without the viewer's like, and with the
 * stills its poster may be chosen from (none for reels made before uploads were processed).
 */
export type ManagedReel = Omit<Reel, "likedByMe"> & { frames: ResponsiveImage[] };

export interface ManagedReelPage {
  items: ManagedReel[];
  /** Every match, for the pagination. */
  total: number;
  page: number;
  pageSize: number;
  /** The signed-in account's own reel storage, whoever's reels the page lists. */
  storage: ReelStorageUsage;
  /** Uploads still processing or failed (an administrator sees everyone's), newest first. */
  uploads: ReelUploadState[];
}

/** A listing the actor may link a reel to. */
export interface ReelPropertyOption {
  id: string;
  title: string;
  city: string;
  state: string;
}

import {
  COMMENT_MAX,
  COMMENTS_PAGE_SIZE,
  type CommentAuthor,
  type CommentsPage,
  type ThreadComment,
} from "./comments";
import type { PhotoCredit, ResponsiveImage } from "./properties";

/** Reels: how much of a reel must show to count as in view, and its 9:16 frame. */
export const REEL_VISIBLE_THRESHOLD = 0.6;
export const REEL_ASPECT_RATIO = 9 / 16;
export const REEL_FEED_PAGE_SIZE = 10;
export const REEL_FEED_PAGE_SIZE_MAX = 30;
export const REEL_COMMENT_MAX = COMMENT_MAX;
export const REEL_COMMENTS_PAGE_SIZE = COMMENTS_PAGE_SIZE;

export type ReelAuthor = CommentAuthor;

/** One encoding of a reel's video. */
export interface ReelRendition {
  url: string;
  width: number;
  height: number;
}

export interface ReelCaptions {
  /** A WebVTT file. */
  url: string;
  /** BCP 47, e.g. "en". */
  language: string;
  label: string;
}

export interface Reel {
  id: string;
  title: string;
  video: {
    /** The full rendition (720p for a processed upload). */
    url: string;
    /** e.g. "video/mp4" */
    contentType: string;
    width: number;
    height: number;
    durationSeconds: number;
    /** Every rendition, largest first: the full one, then a small one for slow networks. */
    renditions: ReelRendition[];
    captions: ReelCaptions | null;
  };
  poster: ResponsiveImage;
  author: ReelAuthor | null;
  /** The photographer who shot it, when a booking delivered it; links to their page if listed. */
  videoBy: PhotoCredit | null;
  property: { id: string; title: string } | null;
  likeCount: number;
  commentCount: number;
  /** False when signed out. */
  likedByMe: boolean;
  createdAt: string;
}

export interface ReelFeedPage {
  items: Reel[];
  /** Where the older reels after this page start; null at the oldest. */
  nextCursor: string | null;
  /**
   * Where the newer reels before this page start (pass it as `cursor` with direction=newer);
   * null at the newest. A shared link's page has one, so the feed goes on both ways.
   */
  previousCursor: string | null;
}

export type ReelComment = ThreadComment;
export type ReelCommentsPage = CommentsPage;

export interface ReelLikeState {
  liked: boolean;
  likeCount: number;
}

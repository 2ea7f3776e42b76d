import type { EngagementKind, ReviewableEngagement } from "@/shared/reviews";
import type { Database } from "../platform/db/client";
import { bookingEngagement } from "./booking-engagement";
import { tourEngagement } from "./tour-engagement";

/** What the caller's engagement says about reviewing: whom it would be about, and whether now. */
export interface EngagementCheck {
  subjectId: string;
  /** The engagement reached the point where it may be reviewed (a tour accepted). */
  reviewable: boolean;
}

/**
 * One kind of engagement a member may review a professional for: a realtor's accepted tour, a
 * photographer's delivered shoot. Adding a kind is adding its value to ENGAGEMENT_KINDS and its
 * rules here.
 */
export interface EngagementRules {
  /** The caller's engagement of this kind, or null when there is none with that id. */
  check(db: Database, authorId: string, engagementId: string): Promise<EngagementCheck | null>;
  /** The caller's engagements of this kind that may be reviewed, optionally with one professional. */
  reviewable(db: Database, authorId: string, subjectId?: string): Promise<ReviewableEngagement[]>;
}

export const ENGAGEMENT_RULES: Record<EngagementKind, EngagementRules> = {
  tour: tourEngagement,
  booking: bookingEngagement,
};

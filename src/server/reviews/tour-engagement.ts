import { and, desc, eq, isNotNull, ne, sql } from "drizzle-orm";
import type { ReviewableEngagement } from "@/shared/reviews";
import { activeAccountWithRole } from "../directory/directory-query";
import { tourDayLabel } from "../notifications/texts";
import { properties, reviews, tourRequests, user } from "../platform/db/schema";
import { isUuid } from "../properties/ids";
import { nameOrEmailPrefix } from "../users/display-name";
import type { EngagementRules } from "./engagements";

/**
 * A tour the member requested: reviewable once its realtor accepted it (whether or not its day
 * has come, since an accepted tour keeps that status after its day). A cancelled, declined or
 * still pending tour is not.
 */
export const tourEngagement: EngagementRules = {
  async check(db, authorId, engagementId) {
    if (!isUuid(engagementId)) return null;
    // A tour whose realtor's account is gone has nobody left to review.
    const [tour] = await db
      .select({
        realtorId: user.id,
        status: tourRequests.status,
        activeRealtor: sql<boolean>`(${activeAccountWithRole("realtor")})`,
      })
      .from(tourRequests)
      .innerJoin(user, eq(user.id, tourRequests.realtorId))
      .where(and(eq(tourRequests.id, engagementId), eq(tourRequests.userId, authorId)))
      .limit(1);
    if (!tour) return null;
    // A suspended realtor, or one no longer a realtor, takes no new reviews.
    return {
      subjectId: tour.realtorId,
      reviewable: tour.status === "accepted" && Boolean(tour.activeRealtor),
    };
  },

  async reviewable(db, authorId, subjectId) {
    const rows = await db
      .select({
        id: tourRequests.id,
        realtorId: user.id,
        realtorName: user.name,
        realtorEmail: user.email,
        tourDate: tourRequests.tourDate,
        listingTitle: properties.title,
      })
      .from(tourRequests)
      .innerJoin(user, eq(user.id, tourRequests.realtorId))
      .innerJoin(properties, eq(properties.id, tourRequests.propertyId))
      .where(
        and(
          eq(tourRequests.userId, authorId),
          eq(tourRequests.status, "accepted"),
          isNotNull(tourRequests.realtorId),
          ne(tourRequests.realtorId, authorId),
          subjectId ? eq(tourRequests.realtorId, subjectId) : undefined,
          activeAccountWithRole("realtor"),
          sql`not exists (select 1 from ${reviews} where ${reviews.engagementKind} = 'tour' and ${reviews.engagementId} = ${tourRequests.id})`,
        ),
      )
      .orderBy(desc(tourRequests.tourDate), desc(tourRequests.id))
      .limit(50);
    return rows.map(
      (row): ReviewableEngagement => ({
        engagementKind: "tour",
        engagementId: row.id,
        subjectId: row.realtorId,
        subjectName: nameOrEmailPrefix({ name: row.realtorName, email: row.realtorEmail }),
        label: `Tour of ${row.listingTitle} on ${tourDayLabel(row.tourDate)}`,
      }),
    );
  },
};

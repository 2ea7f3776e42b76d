import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { ReviewableEngagement } from "@/shared/reviews";
import { activeAccountWithRole } from "../directory/directory-query";
import { tourDayLabel } from "../notifications/texts";
import { photographerBookings, properties, reviews, user } from "../platform/db/schema";
import { isUuid } from "../properties/ids";
import { nameOrEmailPrefix } from "../users/display-name";
import type { EngagementRules } from "./engagements";

/** A shoot the photographer handed over: delivered, and completed once added to the listing. */
const DONE = ["delivered", "completed"];

/** A booking the realtor made: reviewable once the photographer delivered the work. */
export const bookingEngagement: EngagementRules = {
  async check(db, authorId, engagementId) {
    if (!isUuid(engagementId)) return null;
    const [booking] = await db
      .select({
        photographerId: user.id,
        status: photographerBookings.status,
        activePhotographer: sql<boolean>`(${activeAccountWithRole("photographer")})`,
      })
      .from(photographerBookings)
      .innerJoin(user, eq(user.id, photographerBookings.photographerId))
      .where(
        and(
          eq(photographerBookings.id, engagementId),
          eq(photographerBookings.realtorId, authorId),
        ),
      )
      .limit(1);
    if (!booking) return null;
    return {
      subjectId: booking.photographerId,
      reviewable: DONE.includes(booking.status) && Boolean(booking.activePhotographer),
    };
  },

  async reviewable(db, authorId, subjectId) {
    const rows = await db
      .select({
        id: photographerBookings.id,
        photographerId: user.id,
        name: user.name,
        email: user.email,
        shootDate: photographerBookings.shootDate,
        listingTitle: properties.title,
      })
      .from(photographerBookings)
      .innerJoin(user, eq(user.id, photographerBookings.photographerId))
      .innerJoin(properties, eq(properties.id, photographerBookings.propertyId))
      .where(
        and(
          eq(photographerBookings.realtorId, authorId),
          inArray(photographerBookings.status, DONE),
          ne(photographerBookings.photographerId, authorId),
          subjectId ? eq(photographerBookings.photographerId, subjectId) : undefined,
          activeAccountWithRole("photographer"),
          sql`not exists (select 1 from ${reviews} where ${reviews.engagementKind} = 'booking' and ${reviews.engagementId} = ${photographerBookings.id})`,
        ),
      )
      .orderBy(desc(photographerBookings.shootDate), desc(photographerBookings.id))
      .limit(50);
    return rows.map(
      (row): ReviewableEngagement => ({
        engagementKind: "booking",
        engagementId: row.id,
        subjectId: row.photographerId,
        subjectName: nameOrEmailPrefix({ name: row.name, email: row.email }),
        label: `Shoot of ${row.listingTitle} on ${tourDayLabel(row.shootDate)}`,
      }),
    );
  },
};

import { and, eq, type SQL } from "drizzle-orm";
import type { ListingContact } from "@/shared/properties";
import { getSiteSettings } from "../admin/settings-site.service";
import { activeAccountWithRole } from "../directory/directory-query";
import { type ResponseStats, responseStats, toResponseTime } from "../inbox/response-time";
import type { Database } from "../platform/db/client";
import { profiles, properties, realtorProfiles, user } from "../platform/db/schema";
import { mediaUrl } from "../platform/storage/storage";

/**
 * Joins a listing to its realtor only while that account is an active realtor. A listing whose
 * owner lost the role, is suspended, or is the administrator who created it has nobody to show
 * or to message: the site answers for it. The public card and the messages follow this one rule.
 */
export function listingRealtorJoin(now = new Date()): SQL {
  return and(eq(user.id, properties.realtorId), activeAccountWithRole("realtor", now)) as SQL;
}

/**
 * The columns of the listing's public contact. Join `user` on listingRealtorJoin, then
 * realtor_profiles and profiles on the user's id: e-mail, phone and website come from the directory entry
 * only, so the sign-in e-mail and the profile's private phone never reach a visitor.
 */
export const contactColumns = {
  realtorId: user.id,
  realtorName: user.name,
  realtorAvatarKey: profiles.avatarKey,
  realtorEmail: realtorProfiles.contactEmail,
  realtorPhone: realtorProfiles.phone,
  realtorWebsite: realtorProfiles.website,
  realtorResponse: responseStats(properties.realtorId),
};

type ContactRow = {
  [K in Exclude<keyof typeof contactColumns, "realtorResponse">]: string | null;
} & { realtorResponse: ResponseStats | null };

/** The realtor of a row read with contactColumns, else the site's own contact from its settings. */
export async function listingContact(db: Database, row: ContactRow): Promise<ListingContact> {
  if (row.realtorId !== null && row.realtorName !== null) {
    return {
      kind: "realtor",
      id: row.realtorId,
      name: row.realtorName,
      avatarUrl: row.realtorAvatarKey ? mediaUrl(row.realtorAvatarKey) : null,
      email: row.realtorEmail,
      phone: row.realtorPhone,
      website: row.realtorWebsite,
      responseTime: row.realtorResponse ? toResponseTime(row.realtorResponse) : null,
    };
  }
  const site = await getSiteSettings(db);
  return { kind: "site", name: site.siteName, email: site.contactEmail };
}

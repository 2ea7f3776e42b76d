import { eq } from "drizzle-orm";
import type { Context } from "hono";
import type { ListingOffer, ListingStatus } from "@/shared/listing-life";
import { MANAGE_PROPERTY_MESSAGES } from "@/shared/manage-properties";
import { requireRole } from "../platform/auth/session";
import type { AppBindings, SessionUser } from "../platform/context";
import type { Database } from "../platform/db/client";
import { properties } from "../platform/db/schema";
import { ApiError } from "../platform/http/errors";
import { isUuid } from "../properties/ids";

/** Who may manage listings: administrators (every listing) and realtors (their own). */
export interface Manager {
  id: string;
  isAdmin: boolean;
}

/** The signed-in administrator or realtor; 401 signed out, 403 for any other role. */
export function requireManager(c: Context<AppBindings>): Manager {
  const user: SessionUser = requireRole(c, "admin", "realtor");
  return { id: user.id, isAdmin: user.role === "admin" };
}

export const propertyNotFound = () => ApiError.notFound(MANAGE_PROPERTY_MESSAGES.notFound);

export interface ManagedPropertyRef {
  id: string;
  realtorId: string | null;
  title: string;
  isFeatured: boolean;
  price: number;
  offer: ListingOffer;
  status: ListingStatus;
  listedAt: Date | null;
  /** Its state, whose time zone its open houses are read in. */
  state: string;
}

/**
 * The listing `id` when `manager` may manage it: 404 for a malformed or unknown id, 403 for
 * another realtor's listing. Inside a transaction pass `lock` so the row stays as checked until
 * the commit (an edit and a delete at once cannot interleave).
 */
export async function managedProperty(
  db: Database,
  manager: Manager,
  id: string,
  { lock = false } = {},
): Promise<ManagedPropertyRef> {
  if (!isUuid(id)) throw propertyNotFound();
  const query = db
    .select({
      id: properties.id,
      realtorId: properties.realtorId,
      title: properties.title,
      isFeatured: properties.isFeatured,
      price: properties.price,
      offer: properties.offer,
      status: properties.status,
      listedAt: properties.listedAt,
      state: properties.state,
    })
    .from(properties)
    .where(eq(properties.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw propertyNotFound();
  if (!manager.isAdmin && row.realtorId !== manager.id) {
    throw ApiError.forbidden(MANAGE_PROPERTY_MESSAGES.notYours);
  }
  // The columns' checks hold them to these values.
  return { ...row, offer: row.offer as ListingOffer, status: row.status as ListingStatus };
}

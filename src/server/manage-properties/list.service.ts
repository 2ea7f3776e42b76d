import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { MANAGED_PROPERTIES_PAGE_SIZE, type ManagedPropertyPage } from "@/shared/manage-properties";
import type { ManagedPropertyQuery } from "@/shared/schemas/property-form";
import type { Database } from "../platform/db/client";
import { properties, user } from "../platform/db/schema";
import { summaryColumns, withCovers } from "../properties/properties.service";
import { textMatches } from "../properties/text-match";
import type { Manager } from "./access";

function listConditions(manager: Manager, query: ManagedPropertyQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (!manager.isAdmin) conditions.push(eq(properties.realtorId, manager.id));
  if (query.filter === "featured") conditions.push(eq(properties.isFeatured, true));
  if (query.filter === "regular") conditions.push(eq(properties.isFeatured, false));
  // The public search's word matching (decision 015), served by the trigram index.
  if (query.q) conditions.push(...textMatches(query.q));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * One page of the management table, newest first: every listing for an administrator, their
 * own for a realtor. Each row carries its cover photo and its realtor's name.
 */
export async function listManagedProperties(
  db: Database,
  manager: Manager,
  query: ManagedPropertyQuery,
): Promise<ManagedPropertyPage> {
  const where = listConditions(manager, query);
  const pageSize = MANAGED_PROPERTIES_PAGE_SIZE;
  const [totals, rows] = await Promise.all([
    db.select({ n: count() }).from(properties).where(where),
    db
      .select({ ...summaryColumns, realtorName: user.name })
      .from(properties)
      .leftJoin(user, eq(user.id, properties.realtorId))
      .where(where)
      .orderBy(desc(properties.createdAt), desc(properties.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
  ]);
  const summaries = await withCovers(db, rows);
  return {
    items: summaries.map((summary, i) => ({
      id: summary.id,
      title: summary.title,
      price: summary.price,
      address: summary.address,
      city: summary.city,
      state: summary.state,
      isFeatured: summary.isFeatured,
      offer: summary.offer,
      status: summary.status,
      image: summary.image
        ? {
            src: summary.image.src,
            srcSet: summary.image.srcSet,
            width: summary.image.width,
            height: summary.image.height,
          }
        : null,
      realtorName: rows[i]?.realtorName ?? null,
      createdAt: summary.createdAt,
    })),
    total: totals[0]?.n ?? 0,
    page: query.page,
    pageSize,
  };
}

import { asc, count, eq, sql } from "drizzle-orm";
import { ADMIN_BLOG_MESSAGES, type AdminBlogCategory } from "@/shared/admin-blog";
import type { ContentAction, ContentActivityDetails } from "@/shared/admin-content";
import { recordActivity } from "../admin/activity.service";
import type { Database } from "../platform/db/client";
import { blogCategories, blogPostCategories } from "../platform/db/schema";
import { ApiError } from "../platform/http/errors";
import { FOREIGN_KEY_VIOLATION, isUuid, sqlState, UNIQUE_VIOLATION } from "../properties/ids";
import type { Transaction } from "./save-post.service";

const categoryExists = () =>
  new ApiError("CONFLICT", ADMIN_BLOG_MESSAGES.categoryExists, [
    { path: "name", message: ADMIN_BLOG_MESSAGES.categoryExists },
  ]);
const categoryInUse = () => ApiError.conflict(ADMIN_BLOG_MESSAGES.categoryInUse);

function logCategory(
  tx: Transaction,
  adminId: string,
  action: ContentAction,
  id: string,
  details: ContentActivityDetails,
) {
  return recordActivity(tx, {
    adminId,
    action,
    targetType: "blog_category",
    targetId: id,
    details: { ...details },
  });
}

/**
 * Runs a category change; the unique index on lower(name) is the one judge of duplicates, so two
 * admins adding "News" and "news" at once still end with one of them refused.
 */
async function guardDuplicates<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw categoryExists();
    throw error;
  }
}

/** The Categories table: every category by name, with its posts (drafts too) counted. */
export async function listAdminBlogCategories(db: Database): Promise<AdminBlogCategory[]> {
  return db
    .select({
      id: blogCategories.id,
      name: blogCategories.name,
      postCount: count(blogPostCategories.postId),
    })
    .from(blogCategories)
    .leftJoin(blogPostCategories, eq(blogPostCategories.categoryId, blogCategories.id))
    .groupBy(blogCategories.id)
    .orderBy(asc(sql`lower(${blogCategories.name})`), asc(blogCategories.id));
}

async function categoryById(db: Database, id: string): Promise<AdminBlogCategory | null> {
  const rows = await listAdminBlogCategories(db);
  return rows.find((row) => row.id === id) ?? null;
}

/** POST /categories: `name` comes trimmed and non-empty from the shared schema. */
export async function createBlogCategory(
  db: Database,
  adminId: string,
  name: string,
): Promise<AdminBlogCategory> {
  const id = await guardDuplicates(() =>
    db.transaction(async (tx) => {
      const [created] = await tx
        .insert(blogCategories)
        .values({ name })
        .returning({ id: blogCategories.id });
      if (!created) throw new Error("the category was not saved");
      await logCategory(tx, adminId, "blog_category_created", created.id, { title: name });
      return created.id;
    }),
  );
  return { id, name, postCount: 0 };
}

/** PATCH /categories/:id; null for an unknown id. A new spelling of the same name is allowed. */
export async function renameBlogCategory(
  db: Database,
  adminId: string,
  id: string,
  name: string,
): Promise<AdminBlogCategory | null> {
  if (!isUuid(id)) return null;
  const found = await guardDuplicates(() =>
    db.transaction(async (tx) => {
      const [before] = await tx
        .select({ name: blogCategories.name })
        .from(blogCategories)
        .where(eq(blogCategories.id, id))
        .for("update");
      if (!before) return false;
      if (before.name === name) return true;
      await tx.update(blogCategories).set({ name }).where(eq(blogCategories.id, id));
      await logCategory(tx, adminId, "blog_category_renamed", id, {
        title: name,
        from: before.name,
      });
      return true;
    }),
  );
  return found ? categoryById(db, id) : null;
}

/**
 * DELETE /categories/:id: only a category without posts; false for an unknown id.
 * The foreign key refuses it too should a post be linked between the count and the delete.
 */
export async function deleteBlogCategory(
  db: Database,
  adminId: string,
  id: string,
): Promise<boolean> {
  if (!isUuid(id)) return false;
  try {
    return await db.transaction(async (tx) => {
      const [category] = await tx
        .select({ name: blogCategories.name })
        .from(blogCategories)
        .where(eq(blogCategories.id, id))
        .for("update");
      if (!category) return false;
      const [links] = await tx
        .select({ total: count() })
        .from(blogPostCategories)
        .where(eq(blogPostCategories.categoryId, id));
      if ((links?.total ?? 0) > 0) throw categoryInUse();
      await tx.delete(blogCategories).where(eq(blogCategories.id, id));
      await logCategory(tx, adminId, "blog_category_deleted", id, { title: category.name });
      return true;
    });
  } catch (error) {
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) throw categoryInUse();
    throw error;
  }
}

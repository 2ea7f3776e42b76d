import { asc, desc, eq, or, sql } from "drizzle-orm";
import { ADMIN_SEARCH_PER_KIND, type AdminSearchResults } from "@/shared/admin-overview";
import type { BlogPostStatus } from "@/shared/blog";
import type { Role } from "@/shared/roles";
import type { Database } from "../db/client";
import { blogPosts, profiles, properties, user } from "../db/schema";
import { escapeLike } from "../properties/search.service";

/**
 * The admin sidebar's quick search: up to 5 users (name, username or e-mail), listings (title,
 * address or city) and posts (title, drafts included) containing the text, whatever its case.
 * `%`, `_` and `\` in the text match themselves.
 */
export async function quickSearch(db: Database, q: string): Promise<AdminSearchResults> {
  const pattern = `%${escapeLike(q)}%`;
  const [users, listings, posts] = await Promise.all([
    db
      .select({ id: user.id, name: user.name, email: user.email, role: user.role })
      .from(user)
      .leftJoin(profiles, eq(profiles.id, user.id))
      .where(
        or(
          sql`${user.name} ilike ${pattern}`,
          sql`${user.email} ilike ${pattern}`,
          sql`${profiles.username} ilike ${pattern}`,
        ),
      )
      .orderBy(asc(user.name), asc(user.id))
      .limit(ADMIN_SEARCH_PER_KIND),
    db
      .select({
        id: properties.id,
        title: properties.title,
        city: properties.city,
        state: properties.state,
      })
      .from(properties)
      // search_text is already lower-cased and carries the trigram index public search uses.
      .where(sql`${properties.searchText} like lower(${pattern})`)
      .orderBy(desc(properties.createdAt), desc(properties.id))
      .limit(ADMIN_SEARCH_PER_KIND),
    db
      .select({ id: blogPosts.id, title: blogPosts.title, status: blogPosts.status })
      .from(blogPosts)
      .where(sql`${blogPosts.title} ilike ${pattern}`)
      .orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id))
      .limit(ADMIN_SEARCH_PER_KIND),
  ]);
  return {
    users: users.map((row) => ({ ...row, role: row.role as Role })),
    properties: listings,
    posts: posts.map((row) => ({ ...row, status: row.status as BlogPostStatus })),
  };
}

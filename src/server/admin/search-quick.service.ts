import { and, asc, desc, eq, or, sql } from "drizzle-orm";
import { ADMIN_SEARCH_PER_KIND, type AdminSearchResults } from "@/shared/admin-overview";
import type { BlogPostStatus } from "@/shared/blog";
import type { Role } from "@/shared/roles";
import type { Database } from "../platform/db/client";
import { escapeLike } from "../platform/db/like";
import { blogPosts, profiles, properties, user } from "../platform/db/schema";
import { textMatches } from "../properties/text-match";

/**
 * The admin sidebar's quick search: up to 5 users (name, username or e-mail) and posts (title,
 * drafts included) containing the text, whatever its case, `%`, `_` and `\` matching themselves;
 * and up to 5 listings matched word by word as the public search and the listing table do
 * (decision 015: punctuation separates words there).
 */
export async function quickSearch(db: Database, q: string): Promise<AdminSearchResults> {
  const pattern = `%${escapeLike(q)}%`;
  const listingWords = textMatches(q);
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
    // Text of punctuation alone holds no word, and finds no listing.
    listingWords.length === 0
      ? []
      : db
          .select({
            id: properties.id,
            title: properties.title,
            city: properties.city,
            state: properties.state,
          })
          .from(properties)
          .where(and(...listingWords))
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

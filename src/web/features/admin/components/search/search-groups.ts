import type { AdminSearchResults } from "@/shared/admin-overview";
import { adminPaths, paths } from "@/web/lib/paths";

interface SearchHit {
  /** Unique across groups, e.g. "user-42". */
  key: string;
  title: string;
  detail: string;
  to: string;
}

export interface SearchGroup {
  label: "Users" | "Properties" | "Posts";
  hits: SearchHit[];
}

/** The quick search's answer as labelled groups in display order; empty groups are left out. */
export function searchGroups(results: AdminSearchResults): SearchGroup[] {
  const groups: SearchGroup[] = [
    {
      label: "Users",
      hits: results.users.map((user) => ({
        key: `user-${user.id}`,
        title: user.name,
        detail: `${user.email} · ${user.role}`,
        to: adminPaths.users({ userId: user.id }),
      })),
    },
    {
      label: "Properties",
      hits: results.properties.map((property) => ({
        key: `property-${property.id}`,
        title: property.title,
        detail: [property.city, property.state].filter(Boolean).join(", "),
        to: paths.property(property.id),
      })),
    },
    {
      label: "Posts",
      hits: results.posts.map((post) => ({
        key: `post-${post.id}`,
        title: post.title,
        detail: post.status === "draft" ? "Draft" : "Published",
        to: paths.blogPost(post.id),
      })),
    },
  ];
  return groups.filter((group) => group.hits.length > 0);
}

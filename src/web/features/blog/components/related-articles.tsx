import { useId } from "react";
import type { BlogPostSummary } from "@/shared/blog";
import { BlogPostGrid } from "./blog-post-card";

/** Up to three columns across the post page (max-w-6xl). */
const RELATED_LAYOUT = {
  className: "grid gap-6 sm:grid-cols-2 lg:grid-cols-3",
  coverSizes: "(min-width: 1152px) 360px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw",
};

/** Other posts sharing a category or tag; nothing at all when there are none. */
export function RelatedArticles({ posts }: { posts: BlogPostSummary[] }) {
  const titleId = useId();
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="space-y-6 border-t pt-10">
      <h2 id={titleId} className="font-bold text-2xl tracking-tight">
        Related Articles
      </h2>
      <BlogPostGrid posts={posts} layout={RELATED_LAYOUT} />
    </section>
  );
}

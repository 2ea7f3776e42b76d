import { SearchX } from "lucide-react";
import { buttonVariants } from "@/web/components/ui/button-variants";
import type { useBlogPosts } from "../api/get-blog-posts";
import { BlogPagination } from "./blog-pagination";
import { BlogPostGrid, BlogPostGridSkeleton } from "./blog-post-card";

interface BlogPostListProps {
  posts: ReturnType<typeof useBlogPosts>;
  hrefForPage: (page: number) => string;
}

function countText(total: number): string {
  return total === 1 ? "1 article found" : `${total} articles found`;
}

/** One page of post cards with its loading, error and empty states and the pagination. */
export function BlogPostList({ posts, hrefForPage }: BlogPostListProps) {
  const { data, isPending, isError, isPlaceholderData, refetch } = posts;

  if (isPending) {
    return (
      <div role="status">
        <span className="sr-only">Loading blog posts</span>
        <BlogPostGridSkeleton />
      </div>
    );
  }
  if (isError && !data) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-4 rounded-xl border p-10 text-center"
      >
        <p>Failed to load blog posts. Please try again.</p>
        <button
          type="button"
          className={buttonVariants({ variant: "outline" })}
          onClick={() => void refetch()}
        >
          Try again
        </button>
      </div>
    );
  }

  const pagination = (
    <BlogPagination page={data.page} pageCount={data.pageCount} hrefFor={hrefForPage} />
  );
  return (
    <div aria-busy={isPlaceholderData} className="grid gap-8">
      <h2 className="sr-only">Articles</h2>
      <p role="status" className="sr-only">
        {isPlaceholderData ? "" : countText(data.total)}
      </p>
      {data.items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-4 py-16 text-center">
          <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
          <p className="text-muted-foreground">No blog posts found matching your criteria.</p>
        </div>
      ) : (
        <div className={isPlaceholderData ? "opacity-60 transition-opacity" : undefined}>
          <BlogPostGrid posts={data.items} priorityFirst />
        </div>
      )}
      {pagination}
    </div>
  );
}

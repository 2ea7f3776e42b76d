import { lazy, Suspense } from "react";
import type { BlogPostDetail } from "@/shared/blog";
import { PropertyImage } from "@/web/components/properties/property-image";
import { SafeHtml } from "@/web/components/safe-html";
import { WhenNear } from "@/web/components/when-near";
import { ApiClientError } from "@/web/lib/api-client";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { useCountBlogView } from "../api/count-blog-view";
import { useBlogPost } from "../api/get-blog-post";
import {
  BackToBlog,
  BlogPostLoadError,
  BlogPostNotFound,
  BlogPostSkeleton,
} from "./blog-post-fallbacks";
import { BlogPostHeader } from "./blog-post-header";
import { PostActions } from "./post-actions";
import { RelatedArticles } from "./related-articles";

// The thread and its form (with the form's schemas, about 45 kB) load only as the reader nears
// them: most readers only read.
const PostComments = lazy(() => import("./post-comments"));

/** The cover spans the article column (max-w-4xl less padding). */
const COVER_SIZES = "(min-width: 896px) 864px, 100vw";

/** /blog/{id}: one article, its Like and Share, and related articles. */
export function BlogPostPage({ id }: { id: string }) {
  const query = useBlogPost(id);
  const notFound = query.error instanceof ApiClientError && query.error.status === 404;
  useDocumentTitle(query.data?.title ?? (notFound ? "Blog Post Not Found" : "Blog Article"));
  useCountBlogView(query.data?.status === "published" ? query.data.id : null);

  if (query.isPending) return <BlogPostSkeleton />;
  if (notFound) return <BlogPostNotFound />;
  if (query.isError) return <BlogPostLoadError onRetry={() => void query.refetch()} />;
  return <Article post={query.data} />;
}

function Article({ post }: { post: BlogPostDetail }) {
  return (
    <div className="mx-auto w-full max-w-6xl space-y-10 px-4 py-6 md:py-8">
      {/* A comfortable reading width for the article; the related cards below get the room. */}
      <div className="mx-auto max-w-4xl space-y-8">
        <BackToBlog />
        <article className="space-y-8">
          <BlogPostHeader post={post} />
          {post.cover ? (
            <div className="overflow-hidden rounded-xl bg-muted">
              <PropertyImage image={post.cover} alt="" sizes={COVER_SIZES} priority />
            </div>
          ) : null}
          <SafeHtml html={post.content} />
          {post.status === "published" ? (
            <footer className="border-t pt-6">
              <PostActions post={post} />
            </footer>
          ) : null}
        </article>
      </div>
      {post.status === "published" ? (
        <WhenNear placeholderClassName="min-h-40">
          <Suspense fallback={<div className="min-h-40" />}>
            <PostComments post={post} />
          </Suspense>
        </WhenNear>
      ) : null}
      <RelatedArticles posts={post.related} />
    </div>
  );
}

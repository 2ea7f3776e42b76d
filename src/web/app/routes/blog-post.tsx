import { useParams } from "react-router";
import { pageQueries } from "@/web/app/page-queries.server";
import { PrefetchedPage } from "@/web/app/prefetched-page";
import { foundOrNotFound, routeErrorBoundary } from "@/web/app/route-errors";
import { describe, type PageMeta, seoMeta } from "@/web/app/site-meta";
import { blogPostQueryOptions } from "@/web/features/blog/api/get-blog-post";
import { BlogPostNotFound } from "@/web/features/blog/components/blog-post-fallbacks";
import { BlogPostPage } from "@/web/features/blog/components/blog-post-page";
import type { Route } from "./+types/blog-post";

export { clientLoader } from "@/web/app/client-loader";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { id } = params;
  return pageQueries(context, async (client) => {
    const post = await foundOrNotFound(client.fetchQuery(blogPostQueryOptions(id)));
    const seo: PageMeta = {
      title: post.title,
      description: describe(post.excerpt),
      image: post.cover?.src,
      type: "article",
    };
    return { seo };
  });
}

export const meta = seoMeta("Blog Post Not Found");

export const ErrorBoundary = routeErrorBoundary(BlogPostNotFound, "Blog Post Not Found");

/** /blog/:id. Keyed by id: opening a related article starts that page afresh. */
export default function BlogPostRoute() {
  const { id = "" } = useParams();
  return (
    <PrefetchedPage>
      <BlogPostPage key={id} id={id} />
    </PrefetchedPage>
  );
}

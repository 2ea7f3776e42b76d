import type { MetaFunction } from "react-router";
import { pageQueries } from "@/web/app/page-queries.server";
import { PrefetchedPage } from "@/web/app/prefetched-page";
import { pageMeta } from "@/web/app/site-meta";
import { blogCategoriesQueryOptions } from "@/web/features/blog/api/get-blog-categories";
import { blogPostsQueryOptions } from "@/web/features/blog/api/get-blog-posts";
import { popularTagsQueryOptions } from "@/web/features/blog/api/get-popular-tags";
import { readBlogLocation, resolveCategory } from "@/web/features/blog/blog-location";
import { BlogPage } from "@/web/features/blog/components/blog-page";
import type { Route } from "./+types/blog";

export { clientLoader } from "@/web/app/client-loader";

export async function loader({ request, context }: Route.LoaderArgs) {
  const requested = readBlogLocation(new URL(request.url).searchParams);
  return pageQueries(context, async (client) => {
    const categories = await client.fetchQuery(blogCategoriesQueryOptions());
    // The list the page asks for once it knows the categories (blog-page.tsx).
    const shown = {
      ...requested,
      category: resolveCategory(
        requested.category,
        categories.map((category) => category.name),
      ),
    };
    await Promise.all([
      client.prefetchQuery(blogPostsQueryOptions(shown)),
      client.prefetchQuery(popularTagsQueryOptions()),
    ]);
    return {};
  });
}

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Real Estate Blog",
    description: "Market insights, practical guides and advice for buyers, sellers and investors.",
  });

export default function BlogRoute() {
  return (
    <PrefetchedPage>
      <BlogPage />
    </PrefetchedPage>
  );
}

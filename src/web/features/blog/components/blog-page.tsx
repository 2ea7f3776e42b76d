import { useMemo } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { BLOG_SEARCH_MAX } from "@/shared/blog";
import { PageHeader } from "@/web/components/page-header";
import { UrlSearchBox } from "@/web/components/url-search-box";
import { paths } from "@/web/lib/paths";
import { useBlogCategories } from "../api/get-blog-categories";
import { useBlogPosts } from "../api/get-blog-posts";
import { readBlogLocation, resolveCategory } from "../blog-location";
import { BlogPostList } from "./blog-post-list";
import { CategoryNav } from "./category-nav";
import { PopularTopics } from "./popular-topics";
import { SubscribeCard } from "./subscribe-card";

/**
 * /blog. The URL holds the search, the category and the page, so a list can be shared,
 * reloaded and walked back with Back; bad values in it are ignored.
 */
export function BlogPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const requested = useMemo(() => readBlogLocation(params), [params]);
  const categories = useBlogCategories();
  const names = useMemo(() => categories.data?.map((category) => category.name), [categories.data]);
  const category = resolveCategory(requested.category, names);
  const shown = { ...requested, category };
  // An unknown category in the URL is dropped once the categories are known; waiting for them
  // avoids showing 'no posts' for a moment before the whole list.
  const posts = useBlogPosts(shown, { enabled: !(requested.category && categories.isPending) });

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 md:py-10">
      <PageHeader
        title="Real Estate Blog"
        description="Market insights, practical guides and advice for buyers, sellers and investors."
      />
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          <UrlSearchBox
            label="Search articles"
            placeholder="Search articles..."
            maxLength={BLOG_SEARCH_MAX}
            value={shown.q ?? ""}
            onCommit={(q, replace) =>
              navigate(paths.blog({ q, category: shown.category }), { replace })
            }
          />
          <CategoryNav
            categories={names}
            loading={categories.isPending}
            value={shown.category}
            hrefFor={(next) => paths.blog({ q: shown.q, category: next })}
          />
          <BlogPostList posts={posts} hrefForPage={(page) => paths.blog({ ...shown, page })} />
        </div>
        <aside aria-label="Topics and newsletter" className="space-y-6">
          <PopularTopics activeSearch={shown.q} />
          <SubscribeCard />
        </aside>
      </div>
    </div>
  );
}

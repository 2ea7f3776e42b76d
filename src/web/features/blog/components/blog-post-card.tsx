import { ArrowRight, Newspaper, UserRound } from "lucide-react";
import { Link } from "react-router";
import type { BlogPostSummary } from "@/shared/blog";
import { PropertyImage } from "@/web/components/properties/property-image";
import { Skeleton } from "@/web/components/ui/skeleton";
import { categoryLabel, formatBlogDate } from "@/web/lib/blog-format";
import { paths } from "@/web/lib/paths";

/** Cover widths on /blog: one column on phones, two beside the sidebar (at most ~830 px). */
const LIST_COVER_SIZES = "(min-width: 1280px) 420px, (min-width: 640px) 50vw, 100vw";

interface BlogPostCardProps {
  post: BlogPostSummary;
  /** The first card of the list: its cover is the page's largest image. */
  priority?: boolean;
  /** How wide the cover shows, so the browser picks the right rendition. */
  coverSizes?: string;
}

/**
 * A post in a grid: cover, category, date, title, excerpt, author and 'Read More'. Read More is
 * the card's one link, stretched over the whole card, so the card is one tab stop.
 */
function BlogPostCard({ post, priority, coverSizes = LIST_COVER_SIZES }: BlogPostCardProps) {
  return (
    <article className="relative flex w-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-[16/9] bg-muted">
        {post.cover ? (
          <PropertyImage image={post.cover} alt="" sizes={coverSizes} priority={priority} fill />
        ) : (
          // No cover: a tile in the site's colours with the category, not a grey box.
          <div
            aria-hidden="true"
            className="flex size-full flex-col items-center justify-center gap-2 bg-gradient-to-br from-primary/25 via-accent to-primary/10 text-primary"
          >
            <Newspaper className="size-10" />
            <span className="font-semibold text-sm uppercase tracking-wide">
              {categoryLabel(post.category)}
            </span>
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          {/* Badge's looks without its tailwind-merge (about 8 kB on this light page). */}
          <span className="inline-flex items-center rounded-full bg-accent px-2.5 py-0.5 font-semibold text-accent-foreground text-xs">
            {categoryLabel(post.category)}
          </span>
          <time dateTime={post.publishedAt} className="text-muted-foreground">
            {formatBlogDate(post.publishedAt)}
          </time>
        </p>
        <h3 className="font-semibold text-lg leading-snug">{post.title}</h3>
        <p className="text-muted-foreground text-sm leading-6">{post.excerpt}</p>
        <div className="mt-auto flex items-center justify-between gap-3 pt-2">
          <p className="flex min-w-0 items-center gap-2 font-medium text-sm">
            {/* A plain icon: an avatar per card would bring Radix Avatar to this light page. */}
            <UserRound aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <span className="sr-only">By </span>
            <span className="truncate">{post.author.name}</span>
          </p>
          {/* The stretched ::after makes the whole card the link and draws its focus ring. */}
          <Link
            to={paths.blogPost(post.id)}
            className="inline-flex shrink-0 items-center gap-1 font-medium text-primary text-sm after:absolute after:inset-0 after:rounded-xl hover:underline focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ring focus-visible:after:ring-inset"
          >
            Read More<span className="sr-only">: {post.title}</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </article>
  );
}

const BLOG_GRID_CLASS = "grid gap-6 sm:grid-cols-2";

interface BlogPostGridProps {
  posts: BlogPostSummary[];
  /** Gives the first cover priority (when the grid holds the page's largest image). */
  priorityFirst?: boolean;
  /** Columns other than the list's, with the cover widths they give. */
  layout?: { className: string; coverSizes: string };
}

export function BlogPostGrid({ posts, priorityFirst, layout }: BlogPostGridProps) {
  return (
    <ul className={layout?.className ?? BLOG_GRID_CLASS}>
      {posts.map((post, index) => (
        <li key={post.id} className="flex">
          <BlogPostCard
            post={post}
            priority={priorityFirst && index === 0}
            coverSizes={layout?.coverSizes}
          />
        </li>
      ))}
    </ul>
  );
}

/** Card-shaped placeholders; the caller announces the loading. */
export function BlogPostGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className={BLOG_GRID_CLASS} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders, never reordered.
        <div key={index} className="overflow-hidden rounded-xl border">
          <Skeleton className="aspect-[16/9]" />
          <div className="space-y-3 p-5">
            <Skeleton className="h-5 w-1/3 rounded-full" />
            <Skeleton className="h-6 w-4/5 rounded-md" />
            <Skeleton className="h-16 rounded-md" />
          </div>
        </div>
      ))}
    </div>
  );
}
